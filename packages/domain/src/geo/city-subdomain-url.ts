/** Query parameter that carries the chosen city id to the city's subdomain. */
export const CITY_QUERY_PARAM = "c";

export type TCitySubdomainInput = {
  /** "https:" or "http:". */
  readonly protocol: string;
  /** The current host, with port if any: "ekb.optika.ru", "localhost:3000". */
  readonly host: string;
  /** The site's base host without subdomain: "optika.ru", "localhost". */
  readonly baseHost: string;
  readonly pathname: string;
  readonly search: string;
  readonly city: { readonly id: number; readonly subDomain?: string | null };
};

/**
 * After choosing a city: the same path and query on the city's subdomain, with c={city id}
 * ("https://msk.optika.ru/catalog/linzy?sort=new&c=2"). A city without a subdomain goes to the base host.
 * The partner label or other labels in front of the base host are kept ("msk.jj.optika.ru").
 */
export function citySubdomainUrl(input: TCitySubdomainInput): string {
  const [hostname = "", port] = input.host.toLowerCase().split(":");
  const base = input.baseHost.toLowerCase();
  const labels = hostname.endsWith(`.${base}`) ? hostname.slice(0, -(base.length + 1)).split(".") : [];
  const kept = labels.slice(1);
  const sub = input.city.subDomain?.trim().toLowerCase();
  const targetHost = [...(sub ? [sub] : []), ...kept, base].join(".") + (port ? `:${port}` : "");
  const params = new URLSearchParams(input.search.startsWith("?") ? input.search.slice(1) : input.search);
  params.set(CITY_QUERY_PARAM, String(input.city.id));
  const protocol = input.protocol === "http:" ? "http:" : "https:";
  const path = input.pathname.startsWith("/") && !input.pathname.startsWith("//") ? input.pathname : "/";
  return `${protocol}//${targetHost}${path}?${params.toString()}`;
}

/** The first label of the host when it sits under the base host: "msk.optika.ru" → "msk"; else null. */
export function subDomainOfHost(host: string | null | undefined, baseHost: string): string | null {
  if (!host) return null;
  const hostname = host.toLowerCase().split(":")[0] ?? "";
  const base = baseHost.toLowerCase();
  if (!hostname.endsWith(`.${base}`)) return null;
  return hostname.slice(0, -(base.length + 1)).split(".")[0] || null;
}
