import { DEFAULT_CITY } from "../constants/business-constants.ts";
import { subDomainOfHost } from "./city-subdomain-url.ts";

/** A city as a host answers for it: its id and sub-domain (null: it has none). */
export type TAnsweredCity = { readonly id: number; readonly subDomain?: string | null };

/**
 * The sub-domain a city's pages live on (decision 0056): its own, except the default city's, whose
 * address is the base host ('ekb.optika.ru' answers with a redirect to 'optika.ru'). Null: the base host.
 */
export function cityAddressSubDomain(city: TAnsweredCity): string | null {
  if (city.id === DEFAULT_CITY.id) return null;
  return city.subDomain?.trim().toLowerCase() || null;
}

/**
 * True when the host's first label must go, the request being answered by the same URL on the host
 * without it (decision 0056): a label that names no city ('nosuch.optika.ru', 'www.optika.ru',
 * where the API fell back to the cookie's or the default city — a duplicate of the shop under a
 * name of its own, with a city the address does not name), and the default city's own label
 * ('ekb.optika.ru': the base host already is Екатеринбург's address, and two hosts with the same
 * pages would split them in search results). Kept: no label, the partner brand's label, and the
 * label of any other city the API found by the host.
 */
export function isCityLabelToDrop(o: {
  host: string;
  baseHost: string;
  partnerLabel: string;
  /** the city the API answered for this request (by the host when it names one), null: none */
  city: TAnsweredCity | null;
}): boolean {
  const label = subDomainOfHost(o.host, o.baseHost);
  if (label === null || label === o.partnerLabel.trim().toLowerCase()) return false;
  return o.city === null || label !== cityAddressSubDomain(o.city);
}
