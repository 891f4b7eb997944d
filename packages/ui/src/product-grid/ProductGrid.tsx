import { clsx } from "clsx";
import { Children, type ReactNode } from "react";
import styles from "./product-grid.module.css";

export interface IProductGridProps {
  /** Usually ProductCard elements; each becomes a list item. */
  children: ReactNode;
  className?: string;
  "aria-label"?: string;
}

/** Responsive product list: 2 columns on phones, 3 from 768 px, 4 from 1280 px. */
export function ProductGrid({ children, className, "aria-label": ariaLabel }: IProductGridProps) {
  return (
    <ul className={clsx(styles.root, className)} aria-label={ariaLabel}>
      {Children.map(children, (child) =>
        child === null || child === undefined || typeof child === "boolean" ? null : (
          <li className={styles.item}>{child}</li>
        ),
      )}
    </ul>
  );
}
