export { ACCENT_COLOR_COUNT, accentColorSlot, type TAccentSlot } from "./accent-colors.ts";
export {
  BREAKPOINTS,
  breakpointFor,
  isMobileMenuWidth,
  MOBILE_MENU_MAX_WIDTH,
  type TBreakpoint,
} from "./breakpoints.ts";
export { menuColumns } from "./menu-columns.ts";
export {
  brandLayout,
  DEFAULT_PARTNER_HOST_LABEL,
  isPartnerHost,
  type TBrandLayout,
} from "./partner-mode.ts";
export {
  HEADER_FIXED_AFTER_PX,
  isHeaderFixed,
  isLogoHidden,
  isScrollTopVisible,
  SCROLL_THROTTLE_MS,
  SCROLL_TOP_VISIBLE_AFTER_PX,
} from "./scroll-thresholds.ts";
