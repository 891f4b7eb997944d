import { brandLayout, type TBrandLayout } from "@optika/domain/layout";

/**
 * What differs between the two storefronts, as data. Each app passes its own value; screens read
 * it from context. Everything a shopper sees as the shop's name comes from here; the company's
 * legal name and contact centre stay the company's (site variables from the API).
 */
export type TBrand = {
  /** The storefront and its theme: `data-brand` on `<html>` picks the @optika/ui tokens. */
  id: "main" | "partner";
  /** The shop's name as shoppers see it: page titles, og:site_name, the logo's accessible name. */
  name: string;
  /** The browser UI colour (`<meta name="theme-color">`): the theme's primary colour. */
  themeColor: string;
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
