import type { ReactNode } from "react";
import styles from "./search-results.module.css";

export interface ISearchEmptyProps {
  /** 'По запросу «…» ничего не найдено'. */
  title: string;
  /** A hint under it. */
  hint?: string;
  /** What to offer instead (popular categories). */
  children?: ReactNode;
}

/** The results page when nothing was found: says so and offers a way on. */
export function SearchEmpty({ title, hint, children }: ISearchEmptyProps) {
  return (
    <div className={styles.empty} role="status">
      <p className={styles.emptyTitle}>{title}</p>
      {hint ? <p className={styles.emptyHint}>{hint}</p> : null}
      {children}
    </div>
  );
}
