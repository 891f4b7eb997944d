import { useId, useState } from "react";
import { IconButton } from "../icon-button/IconButton.tsx";
import { ChevronDownIcon } from "../icons/icons.tsx";
import { UiLink } from "../ui-link/UiLink.tsx";
import { messages } from "./messages.ts";
import styles from "./mobile-menu.module.css";
import type { ISiteMenuItem } from "./types.ts";

/** One row of the mobile menu's section list; its sub-links fold out under a chevron. */
export function MobileMenuItem({ item, onNavigate }: { item: ISiteMenuItem; onNavigate: () => void }) {
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  const hasChildren = item.children !== undefined && item.children.length > 0;
  return (
    <>
      <div className={styles.itemRow}>
        {item.href ? (
          <UiLink href={item.href} className={styles.link} onClick={onNavigate}>
            {item.label}
          </UiLink>
        ) : (
          <span className={styles.link}>{item.label}</span>
        )}
        {hasChildren ? (
          <IconButton
            className={styles.expand}
            label={messages.subsections(item.label)}
            icon={<ChevronDownIcon size={20} />}
            aria-expanded={isOpen}
            aria-controls={listId}
            onClick={() => setOpen((v) => !v)}
          />
        ) : null}
      </div>
      {hasChildren ? (
        <ul id={listId} className={styles.subList} hidden={!isOpen}>
          {item.children?.map((child) => (
            <li key={child.href}>
              <UiLink href={child.href} className={styles.subLink} onClick={onNavigate}>
                {child.label}
              </UiLink>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
