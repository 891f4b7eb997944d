import { clsx } from "clsx";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import { UiLink } from "../ui-link/UiLink.tsx";
import styles from "./button.module.css";

export type TButtonVariant = "primary" | "secondary" | "ghost";
export type TButtonSize = "sm" | "md" | "lg";

export interface IButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: TButtonVariant;
  size?: TButtonSize;
  /** Renders a link (through UiLinkProvider) instead of a button. */
  href?: string;
  fullWidth?: boolean;
  children?: ReactNode;
}

type TAnchorRest = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

export function Button({
  variant = "primary",
  size = "md",
  href,
  fullWidth = false,
  className,
  type = "button",
  children,
  ...rest
}: IButtonProps) {
  const cls = clsx(styles.root, styles[variant], styles[size], fullWidth && styles.fullWidth, className);
  if (href !== undefined) {
    return (
      <UiLink href={href} className={cls} {...(rest as TAnchorRest)}>
        {children}
      </UiLink>
    );
  }
  return (
    <button type={type} className={cls} {...rest}>
      {children}
    </button>
  );
}
