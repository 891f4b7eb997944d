import type { TCharacteristicGroup } from "@optika/api-contract";
import { productMessages as m } from "./messages";
import styles from "./product.module.css";

type TRow = { key: string; name: string; value: string };

/** Characteristics groups as definition lists; the manufacturer joins the first group. */
export function ProductCharacteristics({
  groups,
  manufacturer,
}: {
  groups: readonly TCharacteristicGroup[];
  manufacturer: string;
}) {
  const blocks = groups.map((group) => ({
    key: group.slug,
    title: group.name === m.characteristics ? null : (group.name as string | null),
    rows: group.characteristics.map<TRow>((c) => ({
      key: c.slug,
      name: c.name,
      value: c.values.map((value) => value.value).join(", "),
    })),
  }));
  if (manufacturer) {
    const row = { key: "manufacturer", name: m.manufacturer, value: manufacturer };
    const first = blocks[0];
    if (first) first.rows.push(row);
    else blocks.push({ key: "manufacturer", title: null, rows: [row] });
  }
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
                  <dt>{row.name}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}
