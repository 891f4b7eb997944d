import { useLocation } from "react-router";
import { useLayoutData } from "../layout/use-layout.ts";
import { breadcrumbListJsonLd, type TJsonLdCrumb } from "./json-ld/breadcrumb-list-json-ld.ts";
import { StructuredData } from "./StructuredData.tsx";

/**
 * The `BreadcrumbList` of a deep page, beside its visible breadcrumbs (LandingPage, catalogue
 * listings, the product page): the same crumbs, with absolute URLs on this host.
 */
export function BreadcrumbStructuredData({ items }: { items: readonly TJsonLdCrumb[] }) {
  const root = useLayoutData();
  const { pathname } = useLocation();
  if (!root?.siteOrigin || items.length < 2) return null;
  return (
    <StructuredData data={breadcrumbListJsonLd(root.siteOrigin, items, `${root.siteOrigin}${pathname}`)} />
  );
}
