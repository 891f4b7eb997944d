import type { ReactNode } from "react";
import styles from "./visually-hidden.module.css";

export interface IVisuallyHiddenProps {
  children: ReactNode;
}

/** Text for screen readers only. */
export function VisuallyHidden({ children }: IVisuallyHiddenProps) {
  return <span className={styles.root}>{children}</span>;
}
