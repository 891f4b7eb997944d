import type { TCharacteristicGroup } from "@optika/api-contract";
import { productMessages as m } from "./messages";
import styles from "./product.module.css";

export function ProductCharacteristics({
  groups,
  manufacturer,
}: {
  groups: readonly TCharacteristicGroup[];
  manufacturer: string;
}) {
  if (groups.length === 0 && !manufacturer) return null;
  return (
    <section className={styles.section} aria-labelledby="product-characteristics">
      <h2 id="product-characteristics" className={styles.sectionTitle}>
        {m.characteristics}
      </h2>
      <div className={styles.characteristics}>
        {groups.map((group) => (
          <div key={group.slug} className={styles.charGroup}>
            <h3 className={styles.groupTitle}>{group.name}</h3>
            <dl className={styles.charList}>
              {group.characteristics.map((characteristic) => (
                <div key={characteristic.slug} className={styles.charRow}>
                  <dt>{characteristic.name}</dt>
                  <dd>{characteristic.values.map((value) => value.value).join(", ")}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
        {manufacturer ? (
          <dl className={styles.charList}>
            <div className={styles.charRow}>
              <dt>{m.manufacturer}</dt>
              <dd>{manufacturer}</dd>
            </div>
          </dl>
        ) : null}
      </div>
    </section>
  );
}
