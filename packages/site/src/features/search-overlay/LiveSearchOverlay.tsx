import { ALL_RESULTS_TAB, SearchOverlay, SearchOverlayResults } from "@optika/ui/search-overlay";
import { useMemo, useState } from "react";
import { searchPageUrl } from "../search/search-urls.ts";
import { overlayResults } from "./overlay-view.ts";
import type { TSearchFetcher } from "./search-request.ts";
import { useLiveSearch } from "./use-live-search.ts";

export type TLiveSearchOverlayProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Client-side navigation (Enter, the icon). */
  onSearch: (href: string) => void;
  /** The API call (tests pass their own). */
  fetcher?: TSearchFetcher;
};

/**
 * The header's search overlay with live results (the lazily loaded chunk): typing searches after
 * 500 ms from 3 characters; tabs 'Все результаты' and one per group; Enter or the icon opens
 * '/search?search={text}'; following a result closes it.
 */
export function LiveSearchOverlay({ isOpen, onOpenChange, onSearch, fetcher }: TLiveSearchOverlayProps) {
  const { state, setText } = useLiveSearch(fetcher);
  const [tab, setTab] = useState(ALL_RESULTS_TAB);
  const results = useMemo(
    () => (state.response ? overlayResults(state.response) : { sections: [], linkTabs: [] }),
    [state.response],
  );
  return (
    <SearchOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onSearch={onSearch}
      onTextChange={(text) => {
        setText(text);
        setTab(ALL_RESULTS_TAB);
      }}
    >
      {state.status === "idle" ? null : (
        <SearchOverlayResults
          status={state.status}
          sections={results.sections}
          linkTabs={results.linkTabs}
          activeTab={tab}
          onTabChange={setTab}
          resultsHref={state.query ? searchPageUrl(state.query) : null}
          onNavigate={() => onOpenChange(false)}
        />
      )}
    </SearchOverlay>
  );
}
