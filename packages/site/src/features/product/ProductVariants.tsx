import { ChosenAvailability } from "./ChosenAvailability.tsx";
import { productMessages as m } from "./messages.ts";
import styles from "./product.module.css";
import type { TProductPageGroup } from "./product-page.ts";
import type { TParameterChoice } from "./use-parameter-choice.ts";

/** Shown before the rest of a long value list is folded away (spec: lists over 20 values). */
const VISIBLE_VALUES = 20;

type TValuesProps = {
  group: TProductPageGroup;
  values: TProductPageGroup["values"];
  choice: TParameterChoice;
};

function Values({ group, values, choice }: TValuesProps) {
  const isOpen = choice.open.has(group.groupId);
  const selected = choice.chosen.find(([groupId]) => groupId === group.groupId)?.[1];
  return (
    <ul className={styles.values}>
      {values.map((variant) => {
        const isSelected = variant.id === selected;
        const isDisabled = !isOpen || choice.isRuledOut(group.groupId, variant.id);
        return (
          <li key={variant.id}>
            <button
              type="button"
              className={isSelected ? `${styles.value} ${styles.valueSelected}` : styles.value}
              aria-pressed={isSelected}
              disabled={isDisabled}
              onClick={() => choice.select(group.groupId, variant.id)}
            >
              {variant.label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The product's parameter groups ('Оптическая сила (Сфера)', 'Радиус кривизны', …) as choosable
 * values, in order (spec §4); once the set is chosen, its stock in the city's stores.
 */
export function ProductVariants({
  groups,
  choice,
  cityName,
  showsStock,
}: {
  groups: readonly TProductPageGroup[];
  choice: TParameterChoice;
  cityName: string;
  showsStock: boolean;
}) {
  return (
    <section className={styles.variants} aria-labelledby="product-parameters">
      <h2 id="product-parameters" className={styles.subTitle}>
        {m.parameters}
      </h2>
      <p className={styles.hint}>{showsStock ? m.parametersHint : m.parametersHintNoStock}</p>
      {groups.map((group) => {
        const head = group.values.slice(0, VISIBLE_VALUES);
        const tail = group.values.slice(VISIBLE_VALUES);
        const selected = choice.chosen.find(([groupId]) => groupId === group.groupId)?.[1];
        return (
          // biome-ignore lint/a11y/useSemanticElements: a fieldset would imply a form field; these are toggle buttons
          <div
            key={group.groupId}
            className={styles.variantGroup}
            role="group"
            aria-labelledby={`parameter-${group.groupId}`}
            data-parameter-group={group.groupId}
          >
            <h3 id={`parameter-${group.groupId}`} className={styles.groupTitle}>
              {group.title}
            </h3>
            <Values group={group} values={head} choice={choice} />
            {tail.length > 0 ? (
              <details
                className={styles.more}
                open={tail.some((value) => value.id === selected) || undefined}
              >
                <summary className={styles.moreSummary}>{m.allValues(group.values.length)}</summary>
                <Values group={group} values={tail} choice={choice} />
              </details>
            ) : null}
          </div>
        );
      })}
      {showsStock && choice.availability ? (
        <ChosenAvailability availability={choice.availability} cityName={cityName} onReset={choice.reset} />
      ) : null}
    </section>
  );
}
