import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { cities } from "../../db/schema.ts";
import type { TAppDeps } from "../../http/deps.ts";
import type { IIpLocator } from "../../integrations/geoip/ip-locator.ts";
import { getCurrentCity, type TCurrentCity } from "./current-city.ts";

/**
 * The city to suggest ('Ваш город …?', spec §7 `GET /cities/current-by-ip`): the city the client
 * address is in (the IP locator; `request.ip` honours x-forwarded-for from a trusted proxy) →
 * "ip"; when the locator does not know the address, or names a sub-domain no city has, the
 * request's own city (getCurrentCity: host, header, cookie, session, default).
 */
export async function guessCityByIp(
  deps: TAppDeps,
  locator: IIpLocator,
  request: FastifyRequest,
): Promise<TCurrentCity> {
  const located = await locator.locate(request.ip).catch(() => null);
  if (located) {
    const [city] = await deps.db
      .select()
      .from(cities)
      .where(eq(cities.subDomain, located.subDomain))
      .limit(1);
    if (city) return { city, source: "ip" };
  }
  return getCurrentCity(deps, request);
}
