import { clsx } from "clsx";
import { memo, useCallback, useId, useRef, useState } from "react";
import { CloseIcon, MenuIcon } from "../icons/icons.tsx";
import { UiLink } from "../ui-link/UiLink.tsx";
import styles from "./desktop-menu.module.css";
import { messages } from "./messages.ts";
import type { ISiteMenuItem } from "./types.ts";
import { useDismiss } from "./use-dismiss.ts";

export interface IDesktopMenuProps {
  /** Items of the 'Меню' dropdown, laid out in columns. */
  menu: ISiteMenuItem[];
  /** Menu items per column: 2 on the main site, 1 on the partner site. */
  itemsPerColumn?: number;
}

function columnsOf<T>(items: readonly T[], size: number): T[][] {
  const step = Math.max(1, Math.floor(size));
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += step) out.push(items.slice(i, i + step));
  return out;
}

/**
 * The 'Меню' button and its full-width dropdown of menu groups in columns (desktop only). Columns
 * of several items fill a grid of 200 px tracks; one-item columns (the partner site) are a single
 * row of groups, each as wide as its text and spread across the bar, so that none wraps below.
 */
export const DesktopMenu = memo(function DesktopMenu({ menu, itemsPerColumn = 2 }: IDesktopMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(isOpen, close, rootRef);

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        type="button"
        className={styles.button}
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setOpen((open) => !open)}
      >
        {isOpen ? <CloseIcon size={20} /> : <MenuIcon size={20} />}
        {messages.menu}
      </button>
      <div id={menuId} className={styles.dropdown} hidden={!isOpen}>
        <nav
          aria-label={messages.mainNav}
          className={clsx(styles.columns, itemsPerColumn <= 1 && styles.isRow)}
        >
          {columnsOf(menu, itemsPerColumn).map((column, columnIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
            <div key={columnIndex} className={styles.column} data-menu-column="">
              {column.map((item) => (
                <div key={`${item.label}-${item.href ?? ""}`} className={styles.group}>
                  {item.href ? (
                    <UiLink href={item.href} className={styles.groupTitle} onClick={close}>
                      {item.label}
                    </UiLink>
                  ) : (
                    <span className={styles.groupTitle}>{item.label}</span>
                  )}
                  {item.children && item.children.length > 0 ? (
                    <ul className={styles.groupList}>
                      {item.children.map((child) => (
                        <li key={child.href}>
                          <UiLink href={child.href} className={styles.groupLink} onClick={close}>
                            {child.label}
                          </UiLink>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              ))}
            </div>
          ))}
        </nav>
      </div>
    </div>
  );
});
