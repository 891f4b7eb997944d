import { BREAKPOINTS_PX, MOBILE_MENU_MAX_WIDTH_PX } from "../constants/business-constants.ts";

export const BREAKPOINTS = BREAKPOINTS_PX;
export type TBreakpoint = keyof typeof BREAKPOINTS_PX;
export const MOBILE_MENU_MAX_WIDTH = MOBILE_MENU_MAX_WIDTH_PX;

/** Up to 991 px wide the mobile menu replaces the header menu. */
export function isMobileMenuWidth(width: number): boolean {
  return width <= MOBILE_MENU_MAX_WIDTH;
}

/** The largest breakpoint the width reaches, or null below 320 px. */
export function breakpointFor(width: number): TBreakpoint | null {
  let found: TBreakpoint | null = null;
  for (const [name, min] of Object.entries(BREAKPOINTS_PX) as [TBreakpoint, number][]) {
    if (width >= min) found = name;
  }
  return found;
}
