import type { TVariantGroup } from "@optika/api-contract";
import { productMessages as m } from "./messages.ts";
import styles from "./product.module.css";
import { variantGroupTitle } from "./product-view-model.ts";

/** Shown before the rest of a long value list is folded away (spec: lists over 20 values). */
const VISIBLE_VALUES = 20;

function Values({ values }: { values: TVariantGroup["variants"] }) {
  return (
    <ul className={styles.values}>
      {values.map((variant) => (
        <li key={variant.id} className={styles.value}>
          {variant.label}
        </li>
      ))}
    </ul>
  );
}

/** The product's parameter groups ('Оптическая сила (Сфера)', 'Радиус кривизны', …) with their values. */
export function ProductVariants({ groups }: { groups: readonly TVariantGroup[] }) {
  return (
    <section className={styles.variants} aria-labelledby="product-parameters">
      <h2 id="product-parameters" className={styles.subTitle}>
        {m.parameters}
      </h2>
      <p className={styles.hint}>{m.parametersHint}</p>
      {groups.map((group) => {
        const head = group.variants.slice(0, VISIBLE_VALUES);
        const tail = group.variants.slice(VISIBLE_VALUES);
        return (
          <div key={group.groupId} className={styles.variantGroup}>
            <h3 className={styles.groupTitle}>{variantGroupTitle(group)}</h3>
            <Values values={head} />
            {tail.length > 0 ? (
              <details className={styles.more}>
                <summary className={styles.moreSummary}>{m.allValues(group.variants.length)}</summary>
                <Values values={tail} />
              </details>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
