/**
 * IP geolocation (spec §7 `GET /cities/current-by-ip`): which city a client address is in, as the
 * city's `sub_domain` (the one key a geolocation answer and our cities share). A real provider
 * (a GeoIP database or web service) implements the same interface; the built-in simulator below
 * is the default and, today, the only implementation.
 */
export type TIpLocation = { subDomain: string };

export interface IIpLocator {
  /** null when the address is unknown, private or not an address at all; never throws. */
  locate(ip: string | undefined): Promise<TIpLocation | null>;
}
