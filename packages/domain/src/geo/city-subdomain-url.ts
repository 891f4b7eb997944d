/** Query parameter that carries the chosen city id to the city's subdomain. */
export const CITY_QUERY_PARAM = "c";

export type TCitySubdomainInput = {
  /** "https:" or "http:". */
  readonly protocol: string;
  /** The current host, with port if any: "ekb.optika.ru", "localhost:3000". */
  readonly host: string;
  /** The site's base host without subdomain: "optika.ru", "localhost". */
  readonly baseHost: string;
  /** PARTNER_HOST_LABEL ("jj"): the partner brand's label, never a city's ("jj.optika.ru" has no city label). */
  readonly partnerLabel?: string | undefined;
  readonly pathname: string;
  readonly search: string;
  readonly city: { readonly id: number; readonly subDomain?: string | null };
};

/**
 * After choosing a city: the same path and query on the city's subdomain, with c={city id}
 * ("https://msk.optika.ru/catalog/linzy?sort=new&c=2"). A city without a subdomain goes to the base host.
 * The partner label or other labels in front of the base host are kept ("msk.jj.optika.ru"); the
 * first label is the current city's, replaced, unless it is the partner label ("jj.optika.ru" →
 * "msk.jj.optika.ru").
 */
export function citySubdomainUrl(input: TCitySubdomainInput): string {
  const [hostname = "", port] = input.host.toLowerCase().split(":");
  const base = input.baseHost.toLowerCase();
  const labels = hostname.endsWith(`.${base}`) ? hostname.slice(0, -(base.length + 1)).split(".") : [];
  const partner = input.partnerLabel?.trim().toLowerCase();
  const kept = partner && labels[0] === partner ? labels : labels.slice(1);
  const sub = input.city.subDomain?.trim().toLowerCase();
  const targetHost = [...(sub ? [sub] : []), ...kept, base].join(".") + (port ? `:${port}` : "");
  const params = new URLSearchParams(input.search.startsWith("?") ? input.search.slice(1) : input.search);
  params.set(CITY_QUERY_PARAM, String(input.city.id));
  const protocol = input.protocol === "http:" ? "http:" : "https:";
  const path = input.pathname.startsWith("/") && !input.pathname.startsWith("//") ? input.pathname : "/";
  return `${protocol}//${targetHost}${path}?${params.toString()}`;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The city sub-domain a host names (spec: a city is chosen by `{sub_domain}.{BASE_HOST}`):
 * "msk.optika.ru" → "msk", "MSK.optika.ru:443" → "msk", "msk.jj.optika.ru" → "msk" (a partner
 * label after the city's is kept out), "msk.localhost:3000, proxy.local" → "msk" (the first entry
 * of a forwarded list). No city (null) for: nothing, the bare base host, a host outside the base
 * host, an IPv4 or IPv6 address, a first label that is not a DNS label. Case-insensitive; ports
 * and a trailing dot are ignored. Whether a city has that sub-domain is the caller's lookup.
 */
export function subDomainOfHost(host: string | null | undefined, baseHost: string): string | null {
  const first = host?.split(",")[0]?.trim().toLowerCase() ?? "";
  if (!first || first.startsWith("[")) return null;
  const parts = first.split(":");
  if (parts.length > 2) return null; // an IPv6 address without brackets
  const hostname = (parts[0] ?? "").replace(/\.$/, "");
  const base = baseHost.trim().toLowerCase().replace(/\.$/, "");
  if (!base || IPV4.test(hostname) || !hostname.endsWith(`.${base}`)) return null;
  const label = hostname.slice(0, -(base.length + 1)).split(".")[0] ?? "";
  return DNS_LABEL.test(label) ? label : null;
}
