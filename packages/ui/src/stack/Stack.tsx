import { clsx } from "clsx";
import type { CSSProperties, ElementType, HTMLAttributes, ReactNode } from "react";
import styles from "./stack.module.css";

export type TSpace = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8 | 10 | 12 | 16;

export interface IStackProps extends HTMLAttributes<HTMLElement> {
  direction?: "column" | "row";
  /** Gap on the 4 px grid (`--space-N`). */
  gap?: TSpace;
  align?: CSSProperties["alignItems"];
  justify?: CSSProperties["justifyContent"];
  wrap?: boolean;
  as?: ElementType;
  children?: ReactNode;
}

/** Lays children out in a row or column with a token gap. */
export function Stack({
  direction = "column",
  gap = 4,
  align,
  justify,
  wrap = false,
  as: Tag = "div",
  className,
  style,
  children,
  ...rest
}: IStackProps) {
  return (
    <Tag
      className={clsx(styles.root, styles[direction], wrap && styles.wrap, className)}
      style={{ gap: `var(--space-${gap})`, alignItems: align, justifyContent: justify, ...style }}
      {...rest}
    >
      {children}
    </Tag>
  );
}
