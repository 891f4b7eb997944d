import { clsx } from "clsx";
import type { ElementType, HTMLAttributes, ReactNode } from "react";
import styles from "./container.module.css";

export interface IContainerProps extends HTMLAttributes<HTMLElement> {
  /** Max width: md 960, lg 1280 (default), xl 1536. */
  size?: "md" | "lg" | "xl";
  as?: ElementType;
  children?: ReactNode;
}

/** Centres content with the page's side padding. */
export function Container({ size = "lg", as: Tag = "div", className, children, ...rest }: IContainerProps) {
  return (
    <Tag className={clsx(styles.root, styles[size], className)} {...rest}>
      {children}
    </Tag>
  );
}
