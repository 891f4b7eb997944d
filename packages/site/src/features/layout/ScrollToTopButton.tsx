import { isScrollTopVisible } from "@optika/domain/layout";
import { ScrollToTop } from "@optika/ui";
import { useScrollState } from "./use-scroll-state.ts";

/**
 * An instant jump: a smooth scroll of a long page was seen to stop part-way (at ~260 px) in
 * Chromium when the page's layout changed under it, leaving the shopper short of the top.
 */
function scrollToTop() {
  window.scrollTo({ top: 0, behavior: "instant" });
}

/** 'Наверх' after 500 px of scroll (re-checked at most every 100 ms, spec §2 and the domain's rule). */
export function ScrollToTopButton() {
  const isVisible = useScrollState(isScrollTopVisible);
  return <ScrollToTop isVisible={isVisible} onClick={scrollToTop} />;
}
