/** What differs between the two storefronts. Each app passes its own value; screens read it from context. */
export type TBrand = {
  /** Stable id of the storefront. */
  id: "main" | "partner";
  /** Shown in titles and the logo's alt text. */
  name: string;
  /** The theme chosen by `data-brand` on `<html>` (see @optika/ui tokens). */
  theme: "main" | "partner";
  logo: { src: string; width: number; height: number };
  /** Partner mode (isJJ): no quick appointment button, one menu item per header column. */
  isPartner: boolean;
};

/** The brand as served for one request: the partner label in the host switches partner mode on. */
export function effectiveBrand(brand: TBrand, isPartnerHost: boolean): TBrand {
  return isPartnerHost && !brand.isPartner ? { ...brand, isPartner: true } : brand;
}

/** What partner mode changes on screen, derived in one place (screens never test the brand id). */
export type TBrandFeatures = {
  /** Items per column of the header's 'Меню' dropdown: 2, or 1 in partner mode (spec §1). */
  menuItemsPerColumn: 1 | 2;
  /** The quick appointment button (hidden in partner mode). */
  showQuickAppointment: boolean;
};

export function brandFeatures(brand: Pick<TBrand, "isPartner">): TBrandFeatures {
  return brand.isPartner
    ? { menuItemsPerColumn: 1, showQuickAppointment: false }
    : { menuItemsPerColumn: 2, showQuickAppointment: true };
}
