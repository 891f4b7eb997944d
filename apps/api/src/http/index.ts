// What route modules need from the HTTP layer: the dependencies, the error helpers, and the
// request-scoped session and current city (their homes: modules/session, modules/geo/current-city).
export { getCurrentCity } from "../modules/geo/current-city.ts";

export type { TAppDeps } from "./deps.ts";
export * from "./errors.ts";
