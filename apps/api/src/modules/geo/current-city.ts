import { readInt, type TCitySource } from "@optika/api-contract";
import { DEFAULT_CITY } from "@optika/domain/constants";
import { subDomainOfHost } from "@optika/domain/geo";
import { eq, inArray, or } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { cities } from "../../db/schema.ts";
import type { TAppDeps } from "../../http/deps.ts";
import { getSession } from "../session/request-session.ts";

export type TCityRow = typeof cities.$inferSelect;
export type TCurrentCity = { city: TCityRow; source: TCitySource };

declare module "fastify" {
  interface FastifyRequest {
    /** this request's current city, resolved once (modules/geo/current-city.ts) */
    currentCity: Promise<TCurrentCity> | null;
  }
}

/** Request decoration of the resolver (call on the root instance). */
export function registerCurrentCity(app: FastifyInstance): void {
  app.decorateRequest("currentCity", null);
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Current city (decision 0019, docs/seams.md). The page's city must follow from the request alone,
 * so the host wins:
 * 1. the city whose sub_domain the x-forwarded-host names (domain subDomainOfHost) → "host";
 * 2. the x-city-id header: a caller that states the city (the storefront's server render sends
 *    the city_id cookie, or the default city without one) is answered from the request alone —
 *    its city → "header", an unknown id → the default; the session is not asked;
 * 3. the city_id cookie (browser calls through the storefront's /api proxy) → "cookie";
 * 4. the session's city (PUT /cities/current) → "session";
 * 5. DEFAULT_CITY (Екатеринбург) → "default", else the first city.
 * One query for all candidates, memoised per request.
 */
export function getCurrentCity(deps: TAppDeps, request: FastifyRequest): Promise<TCurrentCity> {
  request.currentCity ??= (async () => {
    const header = headerValue(request, "x-city-id");
    const fromHeader = readInt(header, 1);
    const fromCookie = header === undefined ? readInt(request.cookies?.city_id, 1) : undefined;
    const label = subDomainOfHost(headerValue(request, "x-forwarded-host"), deps.baseHost);
    // a caller that states the city never gets the session's (server renders are the same for everyone)
    const session = header === undefined ? await getSession(deps, request) : null;
    const ids = [fromHeader, fromCookie, session?.cityId ?? undefined, DEFAULT_CITY.id].filter(
      (id): id is number => id !== undefined,
    );
    const conditions = [inArray(cities.id, ids)];
    if (label) conditions.push(eq(cities.subDomain, label));
    const rows = await deps.db
      .select()
      .from(cities)
      .where(or(...conditions));
    const byId = (id: number | undefined) => (id === undefined ? undefined : rows.find((r) => r.id === id));
    const candidates: Array<[TCityRow | undefined, TCitySource]> = [
      [label ? rows.find((r) => r.subDomain === label) : undefined, "host"],
      [byId(fromHeader), "header"],
      [byId(fromCookie), "cookie"],
      [byId(session?.cityId ?? undefined), "session"],
      [byId(DEFAULT_CITY.id) ?? rows[0], "default"],
    ];
    for (const [city, source] of candidates) if (city) return { city, source };
    const [any] = await deps.db.select().from(cities).orderBy(cities.sort, cities.id).limit(1);
    if (!any) throw new Error("No cities in the database: run the seed (node dist/cli/setup-db.js)");
    return { city: any, source: "default" as const };
  })();
  return request.currentCity;
}

/** Forget the memoised city (after PUT /cities/current). */
export function resetCurrentCity(request: FastifyRequest): void {
  request.currentCity = null;
}
