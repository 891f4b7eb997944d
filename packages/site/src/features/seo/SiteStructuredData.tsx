import { useBrand } from "../../brand/brand-context.tsx";
import { useLayoutData } from "../layout/use-layout.ts";
import { absoluteUrl } from "./json-ld/absolute-url.ts";
import { organizationJsonLd, webSiteJsonLd } from "./json-ld/organization-json-ld.ts";
import { StructuredData } from "./StructuredData.tsx";

/**
 * The home page's `Organization` (the brand: name, logo, phone, social profiles) and `WebSite`
 * with its `SearchAction` (/search?search=…), on this host.
 */
export function SiteStructuredData() {
  const brand = useBrand();
  const layout = useLayoutData();
  if (!layout?.siteOrigin) return null;
  const home = `${layout.siteOrigin}/`;
  const socials = Object.entries(layout.socials)
    .filter(([kind, href]) => kind !== "email" && /^https?:\/\//.test(href))
    .map(([, href]) => href);
  return (
    <StructuredData
      data={[
        organizationJsonLd({
          name: brand.name,
          url: home,
          logo: absoluteUrl(layout.siteOrigin, brand.logo.src),
          telephone: layout.vars.phone || null,
          sameAs: socials,
        }),
        webSiteJsonLd({ name: brand.name, url: home }),
      ]}
    />
  );
}
