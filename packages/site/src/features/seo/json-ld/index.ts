/*
 * Typed schema.org JSON-LD builders (types from `schema-dts`); render them with `StructuredData`.
 * Validated in tests against JSON schemas of what search engines require (json-ld-schemas.ts).
 */
export { absoluteUrl } from "./absolute-url.ts";
export { articleJsonLd, type TArticleJsonLdInput } from "./article-json-ld.ts";
export { breadcrumbListJsonLd, type TJsonLdCrumb } from "./breadcrumb-list-json-ld.ts";
export { faqPageJsonLd, type TFaqEntry } from "./faq-page-json-ld.ts";
export { organizationJsonLd, type TOrganizationJsonLdInput, webSiteJsonLd } from "./organization-json-ld.ts";
export { productJsonLd, type TProductJsonLdInput } from "./product-json-ld.ts";
