import { clsx } from "clsx";
import { type MouseEvent, useId } from "react";
import { UiLink } from "../ui-link/UiLink.tsx";
import { messages } from "./messages.ts";
import { SearchOverlaySection } from "./SearchOverlaySection.tsx";
import { panelId, SearchOverlayTabs, tabId } from "./SearchOverlayTabs.tsx";
import styles from "./search-overlay-results.module.css";
import {
  ALL_RESULTS_TAB,
  type ISearchOverlayLinkTab,
  type ISearchOverlaySection,
  type TSearchOverlayStatus,
} from "./types.ts";
import { useIsPhoneLayout } from "./use-is-phone-layout.ts";

/** Items per group on 'Все результаты' (its own tab shows all it has). */
export const OVERLAY_PREVIEW_SIZE = { products: 4, other: 3 } as const;

export interface ISearchOverlayResultsProps {
  status: TSearchOverlayStatus;
  /** Groups in display order (products first); empty groups are left out by the caller. */
  sections: readonly ISearchOverlaySection[];
  linkTabs: readonly ISearchOverlayLinkTab[];
  activeTab: string;
  onTabChange: (tab: string) => void;
  /** The results page of the query ('/search?search=…'). */
  resultsHref: string | null;
  /** A link inside was followed (the overlay closes). */
  onNavigate?: () => void;
  /** The products group's key: it takes the wide column on desktop. */
  productsKey?: string;
}

/**
 * What the overlay found: tabs ('Все результаты', one per group with its count, filter pages as
 * link tabs), then the groups — products in the wide column, the others beside them on desktop,
 * one collapsible column on phones.
 */
export function SearchOverlayResults({
  status,
  sections,
  linkTabs,
  activeTab,
  onTabChange,
  resultsHref,
  onNavigate,
  productsKey = "products",
}: ISearchOverlayResultsProps) {
  const idPrefix = useId().replace(/:/g, "");
  const isPhone = useIsPhoneLayout();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (onNavigate && (event.target as Element).closest("a[href]")) onNavigate();
  };
  if (status === "idle") return null;
  if (status === "error") {
    return (
      <p className={styles.status} role="alert">
        {messages.error}
      </p>
    );
  }
  if (status === "loading" && sections.length === 0) {
    return (
      <p className={styles.status} role="status">
        {messages.loading}
      </p>
    );
  }
  if (sections.length === 0 && linkTabs.length === 0) {
    return (
      <p className={styles.status} role="status">
        {messages.nothingFound}
      </p>
    );
  }
  const current = sections.find((section) => section.key === activeTab);
  const tab = current ? current.key : ALL_RESULTS_TAB;
  const products = sections.find((section) => section.key === productsKey);
  const others = sections.filter((section) => section !== products);
  const preview = (key: string) =>
    key === productsKey ? OVERLAY_PREVIEW_SIZE.products : OVERLAY_PREVIEW_SIZE.other;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only notices link clicks (the links handle keys themselves)
    <div className={clsx(styles.root, status === "loading" && styles.isLoading)} onClick={onClick}>
      <SearchOverlayTabs
        idPrefix={idPrefix}
        sections={sections}
        linkTabs={linkTabs}
        activeTab={tab}
        onTabChange={onTabChange}
      />
      <div
        id={panelId(idPrefix)}
        role="tabpanel"
        aria-labelledby={tabId(idPrefix, tab)}
        aria-busy={status === "loading"}
        className={styles.panel}
      >
        {current ? (
          <SearchOverlaySection key={current.key} section={current} isCollapsible={false} />
        ) : (
          <div className={clsx(styles.columns, products && others.length > 0 && styles.twoColumns)}>
            {products ? (
              <div className={styles.mainColumn}>
                <SearchOverlaySection
                  section={products}
                  limit={preview(products.key)}
                  isCollapsible={isPhone}
                  onShowAll={() => onTabChange(products.key)}
                />
              </div>
            ) : null}
            {others.length > 0 ? (
              <div className={styles.sideColumn}>
                {others.map((section) => (
                  <SearchOverlaySection
                    key={section.key}
                    section={section}
                    limit={preview(section.key)}
                    isCollapsible={isPhone}
                    onShowAll={() => onTabChange(section.key)}
                  />
                ))}
              </div>
            ) : null}
          </div>
        )}
        {resultsHref ? (
          <UiLink href={resultsHref} className={styles.resultsLink}>
            {messages.allResultsPage}
          </UiLink>
        ) : null}
      </div>
    </div>
  );
}
