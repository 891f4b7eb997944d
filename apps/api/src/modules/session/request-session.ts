import { SESSION_COOKIE, SESSION_COOKIE_MAX_AGE_SECONDS, SESSION_HEADER } from "@optika/api-contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { TAppDeps } from "../../http/deps.ts";
import {
  findLiveSession,
  LAST_SEEN_REFRESH_MS,
  type TSessionRow,
  touchSession,
  upsertSession,
} from "./session-repository.ts";
import { isIssuedSessionToken, mintSessionToken } from "./session-token.ts";

/** This request's session, kept on the request (Fastify request decoration `sessionState`). */
type TRequestSession = {
  /** the verified token the request carries, or the one minted for it */
  token?: string;
  /** send Set-Cookie + x-session-token with the reply (new token, or the cookie's max age restarts) */
  announce?: boolean;
  /** the live session row, looked up once */
  row?: Promise<TSessionRow | null>;
};

declare module "fastify" {
  interface FastifyRequest {
    sessionState: TRequestSession | null;
  }
}

function stateOf(request: FastifyRequest): TRequestSession {
  request.sessionState ??= {};
  return request.sessionState;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The server-issued token the request carries: the x-session-token header when it verifies, else
 * the sessionToken cookie when it verifies, else none. A malformed, client-made or forged value is
 * ignored, so it can neither pick a session row nor displace a valid cookie.
 */
function carriedSessionToken(deps: TAppDeps, request: FastifyRequest): string | undefined {
  const { secret } = deps.session;
  const header = headerValue(request, SESSION_HEADER);
  if (isIssuedSessionToken(header, secret)) return header;
  const cookie = request.cookies?.[SESSION_COOKIE];
  return isIssuedSessionToken(cookie, secret) ? cookie : undefined;
}

/**
 * The shopper's session token without touching the database (decision 0004, 0007): the verified
 * token the request carries, whether or not its row exists yet, else a newly minted one announced
 * with Set-Cookie (60 days) and x-session-token when the reply is sent.
 */
export function sessionTokenFor(deps: TAppDeps, request: FastifyRequest): string {
  const state = stateOf(request);
  if (state.token) return state.token;
  const carried = carriedSessionToken(deps, request);
  if (carried) {
    state.token = carried;
    return carried;
  }
  state.token = mintSessionToken(deps.session.secret);
  state.announce = true;
  state.row = Promise.resolve(null);
  return state.token;
}

/**
 * The live session row of the carried token (one query, memoised per request), or null: no token,
 * a token this server did not issue, a session never written or unused for 60 days. Once a day of
 * use its last_seen_at moves on and the cookie's max age restarts.
 */
export function getSession(deps: TAppDeps, request: FastifyRequest): Promise<TSessionRow | null> {
  const state = stateOf(request);
  state.row ??= (async () => {
    const token = state.token ?? carriedSessionToken(deps, request);
    if (!token) return null;
    const now = deps.now();
    const row = await findLiveSession(deps.db, token, now);
    if (row && now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_REFRESH_MS) {
      await touchSession(deps.db, token, now);
      state.token = token;
      state.announce = true;
    }
    return row;
  })();
  return state.row;
}

/**
 * Writes the session row of sessionTokenFor() (one upsert), optionally with the chosen city, and
 * returns it. Only commands call this: a read never creates a session row.
 */
export async function persistSession(
  deps: TAppDeps,
  request: FastifyRequest,
  values: { cityId?: number } = {},
): Promise<TSessionRow> {
  const token = sessionTokenFor(deps, request);
  const row = await upsertSession(deps.db, token, deps.now(), values);
  stateOf(request).row = Promise.resolve(row);
  return row;
}

/** onSend: announces a new (or refreshed) token with Set-Cookie and x-session-token. */
function announceSession(deps: TAppDeps) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const state = request.sessionState;
    if (state?.announce && state.token) {
      reply.setCookie(SESSION_COOKIE, state.token, {
        maxAge: SESSION_COOKIE_MAX_AGE_SECONDS,
        httpOnly: true,
        sameSite: "lax",
        secure: deps.session.secureCookie,
        path: "/",
      });
      reply.header(SESSION_HEADER, state.token);
    }
    return payload;
  };
}

/** Request decoration and the reply hook of the session module (call on the root instance). */
export function registerRequestSession(app: FastifyInstance, deps: TAppDeps): void {
  app.decorateRequest("sessionState", null);
  app.addHook("onSend", announceSession(deps));
}
