import { subDomainOfHost } from "@optika/domain/geo";

/**
 * True when the host's first label names no city: 'nosuch.optika.ru' or 'www.optika.ru', where the
 * API fell back to the cookie's or the default city. Such a host would serve the shop's pages again
 * under a name of its own (a duplicate for search engines, a city the address does not name), so
 * the page sends the shopper to the host without it. Not stray: no label, the partner brand's label,
 * or the label of the city the API found by the host.
 */
export function isStrayCityLabel(o: {
  host: string;
  baseHost: string;
  partnerLabel: string;
  /** the sub-domain of the city the API answered for this request */
  citySubDomain: string;
}): boolean {
  const label = subDomainOfHost(o.host, o.baseHost);
  if (label === null) return false;
  return label !== o.partnerLabel.trim().toLowerCase() && label !== o.citySubDomain.trim().toLowerCase();
}
