import { LIMITS } from "../constants/business-constants.ts";

/** Default host label of the partner-branded site (overridable by configuration). */
export const DEFAULT_PARTNER_HOST_LABEL = "jj";

/** Partner mode (isJJ) is on when one of the host's labels is the partner label; the port is ignored. */
export function isPartnerHost(
  host: string | null | undefined,
  label: string = DEFAULT_PARTNER_HOST_LABEL,
): boolean {
  if (!host || !label) return false;
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  return hostname.split(".").includes(label.toLowerCase());
}

export type TBrandLayout = {
  readonly menuItemsPerColumn: number;
  readonly showsQuickAppointmentButton: boolean;
};

/** What partner mode changes: 1 menu item per column instead of 2, no quick appointment button. */
export function brandLayout(isPartner: boolean): TBrandLayout {
  return isPartner
    ? { menuItemsPerColumn: LIMITS.partnerMenuItemsPerColumn, showsQuickAppointmentButton: false }
    : { menuItemsPerColumn: LIMITS.menuItemsPerColumn, showsQuickAppointmentButton: true };
}
