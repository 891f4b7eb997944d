import { sharedCookieDomain } from "@optika/domain/geo";

/** Reading and writing the shopper's non-HttpOnly cookies in the browser (path=/, SameSite=Lax). */

export interface ICookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeSeconds: number): void;
}

export function parseCookieHeader(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!(name in out)) out[name] = decodeURIComponent(part.slice(eq + 1).trim());
  }
  return out;
}

/**
 * The jar over `document.cookie`. `baseHost` (BASE_HOST): the cookies it writes are shared by the
 * base host and its city subdomains (domain `sharedCookieDomain`), like those the server sends.
 */
export function documentCookies(doc: Document = document, baseHost = ""): ICookieJar {
  return {
    get: (name) => parseCookieHeader(doc.cookie)[name],
    set: (name, value, maxAgeSeconds) => {
      const secure = doc.location?.protocol === "https:" ? "; Secure" : "";
      const domain = sharedCookieDomain(doc.location?.host ?? "", baseHost);
      doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${domain ? `; Domain=${domain}` : ""}${secure}`;
    },
  };
}
