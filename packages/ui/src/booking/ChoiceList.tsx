import { clsx } from "clsx";
import type { ReactNode } from "react";
import { UiLink } from "../ui-link/UiLink.tsx";
import styles from "./booking.module.css";

export interface IChoice {
  key: string;
  title: string;
  /** second line: address, position, description */
  details?: ReactNode;
  /** right-hand side: price and duration, experience */
  meta?: ReactNode;
  href: string;
  isSelected?: boolean;
}

export interface IChoiceListProps {
  /** accessible name of the list */
  label: string;
  choices: IChoice[];
  /** shown when there is nothing to choose */
  emptyText: string;
  columns?: 1 | 2;
}

/** A list of choices as links (each sets one URL parameter), so the wizard works before hydration. */
export function ChoiceList({ label, choices, emptyText, columns = 1 }: IChoiceListProps) {
  if (choices.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={clsx(styles.choices, columns === 2 && styles.twoColumns)} aria-label={label}>
      {choices.map((choice) => (
        <li key={choice.key}>
          <UiLink
            href={choice.href}
            className={clsx(styles.choice, choice.isSelected && styles.selected)}
            aria-current={choice.isSelected ? "true" : undefined}
          >
            <span className={styles.choiceMain}>
              <span className={styles.choiceTitle}>{choice.title}</span>
              {choice.details ? <span className={styles.choiceDetails}>{choice.details}</span> : null}
            </span>
            {choice.meta ? <span className={styles.choiceMeta}>{choice.meta}</span> : null}
          </UiLink>
        </li>
      ))}
    </ul>
  );
}
