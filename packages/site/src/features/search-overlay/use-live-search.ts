import type { TSearchResponse } from "@optika/api-contract";
import { SEARCH_DEBOUNCE_MS, shouldSearch } from "@optika/domain/search";
import { useCallback, useEffect, useRef, useState } from "react";
import { fetchSearchResults, type TSearchFetcher } from "./search-request.ts";

export type TLiveSearchState =
  | { status: "idle"; query: ""; response: null }
  | { status: "loading"; query: string; response: TSearchResponse | null }
  | { status: "ready"; query: string; response: TSearchResponse }
  | { status: "error"; query: string; response: null };

const IDLE: TLiveSearchState = { status: "idle", query: "", response: null };

/**
 * Live search as the shopper types (spec §5): under 3 characters nothing is searched (and earlier
 * results go); otherwise one request 500 ms after the last keystroke. A newer request aborts the
 * older one, and an answer that is not the latest request's is dropped (a sequence number), so a
 * slow answer to an old query never overwrites a newer one. While a request runs, the previous
 * results stay on screen.
 */
export function useLiveSearch(fetcher: TSearchFetcher = fetchSearchResults) {
  const [state, setState] = useState<TLiveSearchState>(IDLE);
  const sequence = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    inFlight.current?.abort();
    inFlight.current = null;
    sequence.current += 1;
  }, []);

  const run = useCallback(
    (query: string) => {
      const mine = ++sequence.current;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setState((previous) => ({ status: "loading", query, response: previous.response }));
      fetcher(query, controller.signal).then(
        (response) => {
          if (mine !== sequence.current) return;
          inFlight.current = null;
          setState({ status: "ready", query, response });
        },
        () => {
          if (mine !== sequence.current || controller.signal.aborted) return;
          inFlight.current = null;
          setState({ status: "error", query, response: null });
        },
      );
    },
    [fetcher],
  );

  /** The input's text changed. */
  const setText = useCallback(
    (text: string) => {
      cancel();
      const query = text.trim();
      if (!shouldSearch(query)) {
        setState(IDLE);
        return;
      }
      timer.current = setTimeout(() => {
        timer.current = null;
        run(query);
      }, SEARCH_DEBOUNCE_MS);
    },
    [cancel, run],
  );

  useEffect(() => cancel, [cancel]);

  return { state, setText };
}
