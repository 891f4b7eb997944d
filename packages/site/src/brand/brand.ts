import { brandLayout, type TBrandLayout } from "@optika/domain";

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

/** What partner mode changes on screen: the domain's rule (screens never test the brand id). */
export function brandFeatures(brand: Pick<TBrand, "isPartner">): TBrandLayout {
  return brandLayout(brand.isPartner);
}
