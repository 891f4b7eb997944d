import { clsx } from "clsx";
import type { KeyboardEvent } from "react";
import { UiLink } from "../ui-link/UiLink.tsx";
import { messages } from "./messages.ts";
import styles from "./search-overlay-results.module.css";
import { ALL_RESULTS_TAB, type ISearchOverlayLinkTab, type ISearchOverlaySection } from "./types.ts";

export interface ISearchOverlayTabsProps {
  /** Id prefix of the tabs and their panel (one overlay per page). */
  idPrefix: string;
  sections: readonly ISearchOverlaySection[];
  linkTabs: readonly ISearchOverlayLinkTab[];
  activeTab: string;
  onTabChange: (tab: string) => void;
}

export function tabId(idPrefix: string, tab: string): string {
  return `${idPrefix}-tab-${tab}`;
}

export function panelId(idPrefix: string): string {
  return `${idPrefix}-panel`;
}

/**
 * 'Все результаты' and one tab per group with its count (ARIA tabs: arrows move between them),
 * then the filter-page groups as link tabs with their product counts.
 */
export function SearchOverlayTabs({
  idPrefix,
  sections,
  linkTabs,
  activeTab,
  onTabChange,
}: ISearchOverlayTabsProps) {
  const total = sections.reduce((sum, section) => sum + section.total, 0);
  const tabs = [
    { key: ALL_RESULTS_TAB, label: messages.allResults, count: total },
    ...sections.map((section) => ({ key: section.key, label: section.title, count: section.total })),
  ];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.key === activeTab);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    onTabChange(next.key);
    document.getElementById(tabId(idPrefix, next.key))?.focus();
  };
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={messages.tabs} className={styles.tabList} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isActive = tab.key === activeTab;
          return (
            <button
              key={tab.key}
              id={tabId(idPrefix, tab.key)}
              type="button"
              role="tab"
              aria-selected={isActive}
              aria-controls={panelId(idPrefix)}
              tabIndex={isActive ? 0 : -1}
              className={clsx(styles.tab, isActive && styles.tabActive)}
              onClick={() => onTabChange(tab.key)}
            >
              {tab.label}
              <span className={styles.tabCount}>{tab.count}</span>
            </button>
          );
        })}
      </div>
      {linkTabs.length > 0 ? (
        <ul className={styles.linkTabs} aria-label={messages.filterPages}>
          {linkTabs.map((tab) => (
            <li key={tab.key}>
              <UiLink href={tab.href} className={styles.tab}>
                {tab.label}
                <span className={styles.tabCount}>{tab.count}</span>
              </UiLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
