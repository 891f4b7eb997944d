import { clsx } from "clsx";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { UiLink } from "../ui-link/UiLink.tsx";
import { VisuallyHidden } from "../visually-hidden/VisuallyHidden.tsx";
import styles from "./icon-button.module.css";
import { messages } from "./messages.ts";

export interface IIconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> {
  /** Accessible name (also the tooltip): 'Корзина', 'Избранное'… */
  label: string;
  icon: ReactNode;
  /** A count badge, shown only when above 0. */
  count?: number;
  /** Renders a link (through UiLinkProvider) instead of a button. */
  href?: string;
  ref?: Ref<HTMLButtonElement>;
}

type TAnchorRest = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

export function IconButton({
  label,
  icon,
  count,
  href,
  className,
  type = "button",
  ...rest
}: IIconButtonProps) {
  const hasCount = count !== undefined && count > 0;
  const content = (
    <>
      {icon}
      <VisuallyHidden>{label}</VisuallyHidden>
      {hasCount ? (
        <span className={styles.count} data-testid="icon-button-count">
          <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
          <VisuallyHidden>{messages.count(count)}</VisuallyHidden>
        </span>
      ) : null}
    </>
  );
  const cls = clsx(styles.root, className);
  if (href !== undefined) {
    return (
      <UiLink href={href} className={cls} title={label} {...(rest as TAnchorRest)}>
        {content}
      </UiLink>
    );
  }
  return (
    <button type={type} className={cls} title={label} {...rest}>
      {content}
    </button>
  );
}
