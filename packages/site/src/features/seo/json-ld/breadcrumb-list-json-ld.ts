import type { BreadcrumbList, WithContext } from "schema-dts";
import { absoluteUrl } from "./absolute-url.ts";

/** A breadcrumb as pages give it to `Breadcrumbs`: the last one (the page itself) may have no href. */
export type TJsonLdCrumb = { readonly label: string; readonly href?: string };

/**
 * schema.org `BreadcrumbList` of a deep page: one `ListItem` per crumb, positions from 1, each with
 * its absolute URL (the page's own URL for a last crumb without href).
 */
export function breadcrumbListJsonLd(
  origin: string,
  crumbs: readonly TJsonLdCrumb[],
  pageUrl: string,
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: crumb.href ? absoluteUrl(origin, crumb.href) : pageUrl,
    })),
  };
}
