/** Server-only helpers for route modules of later features (loaders and actions). */

export { apiContext, createApiClient, type TApiClient } from "./api.server";
export { expectOk, notFound, okOrNull, pageStatusFor } from "./api-response";
export { env } from "./env.server";
export { buildForwardHeaders, parseCookies, requestHost } from "./forward-headers";
