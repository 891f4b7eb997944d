import { clsx } from "clsx";
import type { HTMLAttributes, ReactNode } from "react";
import styles from "./summary-list.module.css";

type TDataAttributes = { [key: `data-${string}`]: string | undefined };

export interface ISummaryRowProps extends TDataAttributes {
  term: ReactNode;
  children: ReactNode;
  /** the last, larger row: what the shopper pays */
  isTotal?: boolean;
  /** attributes of the value cell (a class, data attributes the page reads) */
  valueProps?: HTMLAttributes<HTMLElement> & TDataAttributes;
}

/** The figures of a cart or an order: a term on the left, its amount on the right. */
export function SummaryList({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={clsx(styles.rows, className)}>{children}</dl>;
}

/** One row of a SummaryList; extra `data-*` props go on the row. */
export function SummaryRow({ term, children, isTotal = false, valueProps, ...data }: ISummaryRowProps) {
  return (
    <div className={clsx(styles.row, isTotal && styles.total)} {...data}>
      <dt>{term}</dt>
      <dd {...valueProps}>{children}</dd>
    </div>
  );
}
