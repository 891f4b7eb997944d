import { SCROLL_THRESHOLDS_PX, TIMINGS_MS } from "../constants/business-constants";

export const HEADER_FIXED_AFTER_PX = SCROLL_THRESHOLDS_PX.headerFixedAfter;
export const SCROLL_TOP_VISIBLE_AFTER_PX = SCROLL_THRESHOLDS_PX.scrollTopVisibleAfter;
export const SCROLL_THROTTLE_MS = TIMINGS_MS.scrollThrottle;

/** The header becomes fixed after 300 px of scroll. */
export function isHeaderFixed(scrollY: number): boolean {
  return scrollY > HEADER_FIXED_AFTER_PX;
}

/** The scroll-to-top button shows after 500 px of scroll. */
export function isScrollTopVisible(scrollY: number): boolean {
  return scrollY > SCROLL_TOP_VISIBLE_AFTER_PX;
}

/** The logo is hidden on the home page until the page is scrolled. */
export function isLogoHidden(isHomePage: boolean, scrollY: number): boolean {
  return isHomePage && scrollY <= 0;
}
