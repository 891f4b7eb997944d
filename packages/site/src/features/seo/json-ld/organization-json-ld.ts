import type { Organization, SearchAction, WebSite, WithActionConstraints, WithContext } from "schema-dts";

export type TOrganizationJsonLdInput = {
  /** the brand's name (each brand is its own site) */
  readonly name: string;
  /** the site's home URL */
  readonly url: string;
  /** absolute URL of the logo */
  readonly logo?: string | null;
  readonly telephone?: string | null;
  readonly email?: string | null;
  /** social profiles */
  readonly sameAs?: readonly string[];
};

/** schema.org `Organization` of the home page: the brand, its logo, phone and social profiles. */
export function organizationJsonLd(input: TOrganizationJsonLdInput): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: input.name,
    url: input.url,
    ...(input.logo ? { logo: input.logo } : {}),
    ...(input.telephone ? { telephone: input.telephone } : {}),
    ...(input.email ? { email: input.email } : {}),
    ...(input.sameAs && input.sameAs.length > 0 ? { sameAs: [...input.sameAs] } : {}),
  };
}

/**
 * schema.org `WebSite` with a `SearchAction` (the sitelinks search box): `{origin}/search?search=…`,
 * the search results page of spec §2.
 */
export function webSiteJsonLd(input: { readonly name: string; readonly url: string }): WithContext<WebSite> {
  const searchUrl = new URL("/search", input.url);
  const action: WithActionConstraints<SearchAction> = {
    "@type": "SearchAction",
    target: { "@type": "EntryPoint", urlTemplate: `${searchUrl.href}?search={search_term_string}` },
    "query-input": "required name=search_term_string",
  };
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: input.name,
    url: input.url,
    inLanguage: "ru-RU",
    potentialAction: action,
  };
}
