// What route modules need from the HTTP layer: the dependencies, the error helpers, and the
// request-scoped session and current city (their homes: modules/session, modules/geo/current-city).
export { getCurrentCity, type TCityRow } from "../modules/geo/current-city.ts";
export { getSession, persistSession, sessionTokenFor } from "../modules/session/request-session.ts";
export type { TSessionRow } from "../modules/session/session-repository.ts";
export type { TAppDeps } from "./deps.ts";
export * from "./errors.ts";
