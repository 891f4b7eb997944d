import { truncateOptionList } from "@optika/domain/quick-buy";
import { useState } from "react";
import styles from "./quick-buy.module.css";

export type TOptionValueItem = { readonly id: number; readonly label: string };

/** Longest label ('-12,00', '+10,00') that still fits an even column. */
const EVEN_LABEL_MAX = 6;

export interface IOptionValueListProps {
  /** the values on offer (only those that lead to an existing combination) */
  values: readonly TOptionValueItem[];
  selectedId: number | null;
  isDisabled: boolean;
  /** names the buttons for assistive technology: "{group}: {value}" */
  groupTitle: string;
  onSelect: (id: number) => void;
}

/**
 * A group's values as toggle buttons. Over 20 values: the first 20 (and the chosen one, wherever it
 * is) with 'Все варианты'; expanded, all of them with 'Свернуть' (the domain's truncation).
 */
export function OptionValueList({
  values,
  selectedId,
  isDisabled,
  groupTitle,
  onSelect,
}: IOptionValueListProps) {
  const [isExpanded, setExpanded] = useState(false);
  const { visible, toggleLabel } = truncateOptionList(values, selectedId, isExpanded);
  // short labels (powers, radii, pack sizes) stand in even columns; longer ones (a frame's size)
  // keep their own widths
  const isEven = values.every((value) => value.label.length <= EVEN_LABEL_MAX);
  return (
    <div className={styles.valueList}>
      <ul className={isEven ? `${styles.values} ${styles.valuesEven}` : styles.values}>
        {visible.map((value) => {
          const isSelected = value.id === selectedId;
          return (
            <li key={value.id}>
              <button
                type="button"
                className={isSelected ? `${styles.value} ${styles.valueSelected}` : styles.value}
                aria-pressed={isSelected}
                data-value-id={value.id}
                aria-label={`${groupTitle}: ${value.label}`}
                disabled={isDisabled}
                onClick={() => onSelect(value.id)}
              >
                {value.label}
              </button>
            </li>
          );
        })}
      </ul>
      {toggleLabel ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={isExpanded}
          onClick={() => setExpanded((current) => !current)}
        >
          {toggleLabel}
        </button>
      ) : null}
    </div>
  );
}
