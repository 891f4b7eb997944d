/** Server-only helpers for route modules of later features (loaders and actions). */

export { apiContext, createApiClient, sharedApiContext, type TApiClient } from "./api.server.ts";
export { expectOk, notFound, okOrNull, pageStatusFor } from "./api-response.ts";
export { env } from "./env.server.ts";
export { buildForwardHeaders, parseCookies, requestHost } from "./forward-headers.ts";
