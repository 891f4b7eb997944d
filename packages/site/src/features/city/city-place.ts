import type { TCityPlace } from "./city-cookies.ts";

/** Where the page is (window.location), BASE_HOST and the partner label: the input of the cookie and redirect rules. */
export function placeOf(baseHost: string, partnerLabel?: string): TCityPlace {
  const { host, protocol, pathname, search } = window.location;
  return { host, protocol, pathname, search, baseHost, partnerLabel };
}
