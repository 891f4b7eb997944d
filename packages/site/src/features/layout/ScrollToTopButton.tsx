import { isScrollTopVisible } from "@optika/domain/layout";
import { ScrollToTop } from "@optika/ui";
import { useScrollState } from "./use-scroll-state.ts";

function scrollToTop() {
  const isReduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  window.scrollTo({ top: 0, behavior: isReduced ? "auto" : "smooth" });
}

/** 'Наверх' after 500 px of scroll (re-checked at most every 100 ms, spec §2 and the domain's rule). */
export function ScrollToTopButton() {
  const isVisible = useScrollState(isScrollTopVisible);
  return <ScrollToTop isVisible={isVisible} onClick={scrollToTop} />;
}
