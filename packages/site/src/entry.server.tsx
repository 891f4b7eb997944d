import { PassThrough } from "node:stream";
import { sharedCookieDomain } from "@optika/domain/geo";
import { normalizePath } from "@optika/domain/urls";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { createContext, type EntryContext, RouterContextProvider, ServerRouter } from "react-router";
import { CspNonceContext } from "./features/seo/csp-nonce.ts";
import { env } from "./server/env.server.ts";
import { logRequestError } from "./server/log-request-error.ts";
import { lowPriorityModulePreloads } from "./server/module-preload-priority.ts";
import { pageCityInputs } from "./server/page-city.ts";

/*
 * The storefronts' server entry (each app's app/entry.server.tsx re-exports this module). It is
 * React Router's default Node entry plus a CSP nonce: the production server (server/app.ts) makes
 * one per response, puts it in the Content-Security-Policy header and hands it over through the
 * load context; ServerRouter and renderToPipeableStream put it on every inline script they emit
 * (hydration data, route modules, scroll restoration). Without a nonce (dev server) nothing changes.
 */

export const streamTimeout = 5_000;

/** What is logged of a failed request: the shop's failures, not the router's 4xx (log-request-error.ts). */
export const handleError = logRequestError;

/** The CSP nonce of this response, set by the production server. */
export const cspNonceContext = createContext<string | undefined>(undefined);

/** The load context the production server passes to the request handler (built with this build's react-router). */
export function createLoadContext(o: { nonce?: string }): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, o.nonce);
  return context;
}

/**
 * Pure rules of the domain the production server needs before React Router runs (path
 * normalisation for its 301, the city inputs and image format of its page-cache key). They travel
 * in the server build so that the plain-Node server does not import TypeScript sources of the domain.
 * `cookieDomain`: the Domain of the cookies a request gets (BASE_HOST for it and its subdomains).
 */
export const serverRules = {
  normalizePath,
  pageCityInputs,
  cookieDomain: (host: string) => sharedCookieDomain(host, env.BASE_HOST),
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext.Provider>,
      {
        nonce,
        // A finished Suspense boundary (HydrationStep) stays in place in the HTML: React would move
        // a large one out of line, hidden until a script reveals it — a blank page without
        // JavaScript and a later paint with it.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // the module preloads at low priority, behind the LCP picture and the font (decision 0052)
          pipe(lowPriorityModulePreloads()).pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
