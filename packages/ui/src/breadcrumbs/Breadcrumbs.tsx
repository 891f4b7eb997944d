import { clsx } from "clsx";
import { ChevronRightIcon } from "../icons/icons.tsx";
import { UiLink } from "../ui-link/UiLink.tsx";
import styles from "./breadcrumbs.module.css";
import { messages } from "./messages.ts";

export interface IBreadcrumbItem {
  label: string;
  href?: string;
}

export interface IBreadcrumbsProps {
  items: IBreadcrumbItem[];
  className?: string;
}

/** Path to the current page; the last item (or one without href) is plain text. */
export function Breadcrumbs({ items, className }: IBreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={messages.nav} className={clsx(styles.root, className)}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${item.href ?? ""}|${item.label}`} className={styles.item}>
              {item.href && !isLast ? (
                <UiLink href={item.href} className={styles.link}>
                  {item.label}
                </UiLink>
              ) : (
                <span
                  className={isLast ? styles.current : undefined}
                  aria-current={isLast ? "page" : undefined}
                >
                  {item.label}
                </span>
              )}
              {isLast ? null : (
                <span className={styles.separator} aria-hidden="true">
                  <ChevronRightIcon size={14} />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
