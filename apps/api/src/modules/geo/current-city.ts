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
 * Current city (docs/seams.md): x-city-id header (or city_id cookie) if it names a city → the city
 * whose sub_domain the x-forwarded-host names (domain subDomainOfHost) → the session's city →
 * DEFAULT_CITY (Екатеринбург) → the first city. One query for all candidates, memoised per request.
 */
export function getCurrentCity(deps: TAppDeps, request: FastifyRequest): Promise<TCurrentCity> {
  request.currentCity ??= (async () => {
    const fromHeader = readInt(headerValue(request, "x-city-id"), 1);
    const fromCookie = fromHeader === undefined ? readInt(request.cookies?.city_id, 1) : undefined;
    const label = subDomainOfHost(headerValue(request, "x-forwarded-host"), deps.baseHost);
    const session = await getSession(deps, request);
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
      [byId(fromHeader), "header"],
      [byId(fromCookie), "cookie"],
      [label ? rows.find((r) => r.subDomain === label) : undefined, "host"],
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
