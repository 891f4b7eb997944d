import { clsx } from "clsx";
import type { HTMLAttributes, ReactNode } from "react";
import styles from "./badge.module.css";

export type TBadgeTone = "neutral" | "brand" | "sale" | "success" | "warning";

export interface IBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: TBadgeTone;
  children: ReactNode;
}

/** A small label: 'Хит', 'Новинка', '−20%', 'Нет в наличии'. */
export function Badge({ tone = "neutral", className, children, ...rest }: IBadgeProps) {
  return (
    <span className={clsx(styles.root, styles[tone], className)} {...rest}>
      {children}
    </span>
  );
}
