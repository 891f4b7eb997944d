import { subDomainOfHost } from "@optika/domain/geo";
import { isPartnerHost } from "@optika/domain/layout";

export type TSiteOriginInput = {
  /** the configured PUBLIC_ORIGIN (the request URL's origin on the server) */
  readonly publicOrigin: string;
  /** the request's host (with port), as the storefront server forwarded it */
  readonly host: string;
  /** BASE_HOST: city subdomains are `{sub_domain}.{BASE_HOST}` */
  readonly baseHost: string;
  /** PARTNER_HOST_LABEL: a host carrying it is the partner brand */
  readonly partnerLabel: string;
  /**
   * The city sub-domain to put in front: the one the API confirmed (sitemap) — `undefined` takes
   * the host's first label as the city's (page meta), `null` none.
   */
  readonly citySubDomain?: string | null;
};

/**
 * The origin a page's canonical link, sitemap and structured data use (decision 0043): the public
 * origin, with the city's sub-domain and the partner label of the request's host put in front when
 * the public origin lives under BASE_HOST — `https://ekb.optika.example` on the ekb subdomain,
 * `https://ekb.jj.optika.example` on the partner brand's. Only DNS labels taken from the host are
 * added to the configured host, so no Host header can put another site into a link.
 */
export function siteOrigin(input: TSiteOriginInput): string {
  const pub = new URL(input.publicOrigin);
  const hostname = pub.hostname.toLowerCase();
  const base = input.baseHost.trim().toLowerCase();
  if (!base || (hostname !== base && !hostname.endsWith(`.${base}`))) return pub.origin;
  const own = hostname.split(".");
  const partner = input.partnerLabel.toLowerCase();
  const city =
    input.citySubDomain === undefined
      ? subDomainOfHost(input.host, base)
      : input.citySubDomain?.toLowerCase();
  const labels: string[] = [];
  if (city && city !== partner && !own.includes(city) && /^[a-z0-9-]{1,63}$/.test(city)) labels.push(city);
  if (partner && isPartnerHost(input.host, partner) && !own.includes(partner)) labels.push(partner);
  return `${pub.protocol}//${[...labels, hostname].join(".")}${pub.port ? `:${pub.port}` : ""}`;
}
