import { SCROLL_THRESHOLDS_PX, TIMINGS_MS } from "../constants/business-constants.ts";

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

/**
 * The logo is hidden on the home page until scrolled (spec §2): "scrolled" is read as "scrolled far
 * enough for the header to become fixed" (300 px), so the logo arrives with the fixed header and
 * the hero's own logo is never shown twice. Other pages always show it.
 */
export function isLogoHidden(isHomePage: boolean, scrollY: number): boolean {
  return isHomePage && !isHeaderFixed(scrollY);
}
