import type { TCityPlace } from "./city-cookies.ts";

/** Where the page is (window.location) and BASE_HOST: the input of the cookie and redirect rules. */
export function placeOf(baseHost: string): TCityPlace {
  const { host, protocol, pathname, search } = window.location;
  return { host, protocol, pathname, search, baseHost };
}
