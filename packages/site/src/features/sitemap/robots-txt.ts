/**
 * Paths crawlers must not walk: personal and transactional pages (checkout, cart, orders, the
 * profile, sign-in), search results, draft previews and the API. Their pages also carry `noindex`.
 */
export const ROBOTS_DISALLOWED_PATHS: readonly string[] = [
  "/api/",
  "/checkout",
  "/cart",
  "/order/",
  "/profile",
  "/wishlist",
  "/search",
  "/cms-page-preview",
  "/authorization",
  "/registration",
  "/login",
];

/** robots.txt of one host: the rules and its own sitemap; Yandex drops the city query `c`. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "Clean-param: c",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
