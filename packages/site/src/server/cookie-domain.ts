/**
 * A Set-Cookie value with `Domain={domain}` added, unless it names a domain of its own: the
 * storefront gives every cookie it sends (its own, the API's through /api, a render's) the base
 * host, so that the city subdomains share them (domain `sharedCookieDomain`).
 */
export function withCookieDomain(setCookie: string, domain: string): string {
  return /;\s*domain\s*=/i.test(setCookie) ? setCookie : `${setCookie}; Domain=${domain}`;
}
