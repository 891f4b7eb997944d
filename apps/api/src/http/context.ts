import { randomBytes } from "node:crypto";
import {
  SESSION_COOKIE,
  SESSION_COOKIE_MAX_AGE_SECONDS,
  SESSION_HEADER,
  SESSION_TOKEN_PREFIX,
  type TCitySource,
} from "@optika/api-contract";
import { eq, inArray, or } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { TReadCache } from "../cache/read-cache.ts";
import type { TDb } from "../db/client.ts";
import { cities, sessions } from "../db/schema.ts";

export const DEFAULT_CITY_ID = 1;
const TOKEN_PATTERN = /^frnt[A-Za-z0-9_-]{22,128}$/;
const LAST_SEEN_REFRESH_MS = 24 * 60 * 60 * 1000;

export type TCityRow = typeof cities.$inferSelect;
export type TSessionRow = typeof sessions.$inferSelect;

export type TAppDeps = {
  db: TDb;
  baseHost: string;
  /** clock (tests inject) */
  now: () => Date;
  /** short-lived cache of read-only answers (apps/api/src/cache); writes call cache.invalidate() */
  cache: TReadCache;
};

/** What sessionTokenFor needs of a reply (ts-rest hands over Fastify 4-shaped reply types). */
export type TCookieReply = {
  setCookie(
    name: string,
    value: string,
    options: { maxAge: number; httpOnly: boolean; sameSite: "lax"; path: string },
  ): unknown;
  header(key: string, value: string): unknown;
};

/** 'frnt' + 192 random bits, base64url. */
export function newSessionToken(): string {
  return SESSION_TOKEN_PREFIX + randomBytes(24).toString("base64url");
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const token = headerValue(request, SESSION_HEADER) ?? request.cookies?.[SESSION_COOKIE];
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

function positiveInt(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n > 0 ? n : undefined;
}

/** The first label of x-forwarded-host when it is a city subdomain ("ekb.localhost:3000" → "ekb"). */
export function subdomainLabel(forwardedHost: string | undefined, baseHost: string): string | undefined {
  if (!forwardedHost) return undefined;
  const host = forwardedHost.split(",")[0]?.trim().toLowerCase().replace(/:\d+$/, "") ?? "";
  if (!host || /^[\d.]+$/.test(host) || host.startsWith("[")) return undefined;
  const base = baseHost.toLowerCase();
  if (host === base) return undefined;
  const labels = host.endsWith(`.${base}`) ? host.slice(0, -(base.length + 1)).split(".") : host.split(".");
  if (!host.endsWith(`.${base}`) && labels.length < 3) return undefined;
  const first = labels[0];
  return first && /^[a-z0-9-]+$/.test(first) ? first : undefined;
}

type TRequestState = {
  /** the session token of this request (carried or newly minted) */
  token?: string;
  session?: Promise<TSessionRow | null>;
  city?: Promise<{ city: TCityRow; source: TCitySource }>;
};
const states = new WeakMap<FastifyRequest, TRequestState>();
function stateOf(request: FastifyRequest): TRequestState {
  let state = states.get(request);
  if (!state) {
    state = {};
    states.set(request, state);
  }
  return state;
}

/** The session named by x-session-token / the sessionToken cookie (one query, memoised per request). */
export function getSession(deps: TAppDeps, request: FastifyRequest): Promise<TSessionRow | null> {
  const state = stateOf(request);
  state.session ??= (async () => {
    const token = sessionTokenOf(request);
    if (!token) return null;
    const [row] = await deps.db.select().from(sessions).where(eq(sessions.token, token)).limit(1);
    if (!row) return null;
    const now = deps.now();
    if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_REFRESH_MS) {
      await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.token, token));
    }
    return row;
  })();
  return state.session;
}

/**
 * The shopper's session token without touching the database: the well-formed token the request
 * carries (whether or not its row exists yet — an unknown token is a fresh session), else a new
 * one announced with Set-Cookie (60 days) and x-session-token. Read-only requests stop here; the
 * row is written by the first command that needs it (persistSession / PUT /cities/current).
 */
export function sessionTokenFor(request: FastifyRequest, reply: TCookieReply): string {
  const state = stateOf(request);
  if (state.token) return state.token;
  const carried = sessionTokenOf(request);
  if (carried) {
    state.token = carried;
    return carried;
  }
  const token = newSessionToken();
  reply.setCookie(SESSION_COOKIE, token, {
    maxAge: SESSION_COOKIE_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: "lax",
    path: "/",
  });
  reply.header(SESSION_HEADER, token);
  state.token = token;
  state.session = Promise.resolve(null);
  return token;
}

/**
 * Writes the session row of sessionTokenFor() if it is not there yet (one upsert), optionally with
 * the chosen city, and returns it.
 */
export async function persistSession(
  deps: TAppDeps,
  request: FastifyRequest,
  reply: TCookieReply,
  values: { cityId?: number } = {},
): Promise<TSessionRow> {
  const token = sessionTokenFor(request, reply);
  const now = deps.now();
  const [row] = await deps.db
    .insert(sessions)
    .values({ token, cityId: values.cityId ?? null, createdAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: sessions.token,
      set: values.cityId === undefined ? { lastSeenAt: now } : { cityId: values.cityId, lastSeenAt: now },
    })
    .returning();
  if (!row) throw new Error("session upsert returned nothing");
  const state = stateOf(request);
  state.session = Promise.resolve(row);
  state.city = undefined;
  return row;
}

/**
 * Current city (docs/seams.md): x-city-id header (or city_id cookie) if valid → the city whose
 * sub_domain is the first label of x-forwarded-host → the session's city → city 1.
 * One query for all candidates.
 */
export function getCurrentCity(
  deps: TAppDeps,
  request: FastifyRequest,
): Promise<{ city: TCityRow; source: TCitySource }> {
  const state = stateOf(request);
  state.city ??= (async () => {
    const fromHeader = positiveInt(headerValue(request, "x-city-id"));
    const fromCookie = fromHeader === undefined ? positiveInt(request.cookies?.city_id) : undefined;
    const label = subdomainLabel(headerValue(request, "x-forwarded-host"), deps.baseHost);
    const session = await getSession(deps, request);
    const ids = [fromHeader, fromCookie, session?.cityId ?? undefined, DEFAULT_CITY_ID].filter(
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
      [byId(DEFAULT_CITY_ID) ?? rows[0], "default"],
    ];
    for (const [city, source] of candidates) if (city) return { city, source };
    const [any] = await deps.db.select().from(cities).orderBy(cities.sort, cities.id).limit(1);
    if (!any) throw new Error("No cities in the database: run the seed (node dist/cli/setup-db.js)");
    return { city: any, source: "default" as const };
  })();
  return state.city;
}

/** Forget the memoised city (after PUT /cities/current). */
export function resetCurrentCity(request: FastifyRequest): void {
  stateOf(request).city = undefined;
}
