import { productMessages as m } from "./messages.ts";
import styles from "./product.module.css";
import type { TCharacteristicBlock } from "./product-view-model.ts";

/** Characteristics groups as definition lists (name above value on narrow phones). */
export function ProductCharacteristics({ blocks }: { blocks: readonly TCharacteristicBlock[] }) {
  if (blocks.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="product-characteristics">
      <h2 id="product-characteristics" className={styles.sectionTitle}>
        {m.characteristics}
      </h2>
      <div className={styles.characteristics}>
        {blocks.map((block) => (
          <div key={block.key} className={styles.charGroup}>
            {block.title ? <h3 className={styles.groupTitle}>{block.title}</h3> : null}
            <dl className={styles.charList}>
              {block.rows.map((row) => (
                <div key={row.key} className={styles.charRow}>
                  <dt className={styles.charName}>{row.name}</dt>
                  <dd className={styles.charValue}>{row.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}
