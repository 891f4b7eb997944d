import { clsx } from "clsx";
import type { ReactNode } from "react";
import styles from "./empty-state.module.css";

export interface IEmptyStateProps {
  /** A decorative picture (an icon). */
  icon?: ReactNode;
  title: string;
  text?: string;
  /** What to do next: buttons or links. */
  actions?: ReactNode;
  className?: string;
}

/** An empty page or list that says what to do: an empty cart, an empty wishlist. */
export function EmptyState({ icon, title, text, actions, className }: IEmptyStateProps) {
  return (
    <section className={clsx(styles.root, className)} data-empty-state="">
      {icon ? (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
