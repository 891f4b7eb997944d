import { contract } from "@optika/api-contract";
import { initClient } from "@ts-rest/core";
import { createContext } from "react-router";
import { env } from "./env.server.ts";
import { buildForwardHeaders } from "./forward-headers.ts";

/**
 * A ts-rest client of the API bound to one shopper's request (session, auth, city, host, IP);
 * `shared`: without session and auth, for data every shopper of the city sees (decision 0017).
 */
export function createApiClient(request: Request, o: { shared?: boolean } = {}) {
  return initClient(contract, {
    baseUrl: env.API_URL.replace(/\/$/, ""),
    baseHeaders: buildForwardHeaders(request.headers, o),
    throwOnUnknownStatus: false,
    validateResponse: false,
  });
}

export type TApiClient = ReturnType<typeof createApiClient>;

/** Set by the root middleware for every server request; loaders read it with `context.get(apiContext)`. */
export const apiContext = createContext<TApiClient>();

/** The same without session and sign-in (`createApiClient(request, { shared: true })`): for shared page data. */
export const sharedApiContext = createContext<TApiClient>();
