import { clsx } from "clsx";
import type { ReactNode } from "react";
import { CloseIcon } from "../icons/icons.tsx";
import { UiLink } from "../ui-link/UiLink.tsx";
import styles from "./tag.module.css";

export interface ITagProps {
  children: ReactNode;
  /** A link tag (e.g. a selected filter that removes itself, a popular category). */
  href?: string;
  /** A button tag. */
  onClick?: () => void;
  selected?: boolean;
  /** Shows a small cross: the tag removes something when followed. */
  removable?: boolean;
  className?: string;
}

export function Tag({ children, href, onClick, selected = false, removable = false, className }: ITagProps) {
  const cls = clsx(styles.root, selected && styles.selected, className);
  const content = (
    <>
      {children}
      {removable ? (
        <span className={styles.remove}>
          <CloseIcon size={14} />
        </span>
      ) : null}
    </>
  );
  if (href !== undefined) {
    return (
      <UiLink href={href} className={cls} aria-current={selected ? "true" : undefined}>
        {content}
      </UiLink>
    );
  }
  if (onClick) {
    return (
      <button type="button" className={cls} onClick={onClick} aria-pressed={selected}>
        {content}
      </button>
    );
  }
  return <span className={cls}>{content}</span>;
}
