import type { ReactNode } from "react";
import styles from "./quick-buy.module.css";

export interface IOptionSetProps {
  /** 'Оба глаза', 'Правый глаз (OD)', 'Левый глаз (OS)'; none when the set is the product's only one
   * and the block around it already names it (a frame's sizes under the page's 'Параметры') */
  title?: string | undefined;
  /** the set's option groups */
  children: ReactNode;
  /** what is known about the set: stock, terms */
  footer?: ReactNode;
  setIndex: number;
}

/** One eye set of options: a block of option groups, titled by its eye when there is one. */
export function OptionSet({ title, children, footer, setIndex }: IOptionSetProps) {
  return (
    <section className={styles.set} aria-label={title} data-eye-set={setIndex}>
      {title ? <h3 className={styles.setTitle}>{title}</h3> : null}
      <div className={styles.groups}>{children}</div>
      {footer}
    </section>
  );
}

/** The eye sets side by side from 640 px when there are two, stacked on phones. */
export function OptionSets({ isTwo, children }: { isTwo: boolean; children: ReactNode }) {
  return <div className={isTwo ? `${styles.sets} ${styles.setsTwo}` : styles.sets}>{children}</div>;
}
