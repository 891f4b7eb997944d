import { data, type LoaderFunctionArgs, type MiddlewareFunction } from "react-router";
import { loadLayout } from "./features/layout/layout-data.server.ts";
import { normalizePathMiddleware } from "./features/layout/normalize-path-middleware.ts";
import { apiContext, createApiClient, sharedApiContext } from "./server/api.server.ts";

/** The shared root, server half: path normalisation first, then the per-request API client. */
export const middleware: MiddlewareFunction<Response>[] = [
  normalizePathMiddleware,
  ({ request, context }) => {
    context.set(apiContext, createApiClient(request));
    context.set(sharedApiContext, createApiClient(request, { shared: true }));
  },
];

/**
 * Site config for the header and footer — the same for every shopper of the brand and city, so
 * asked without the session (decision 0017); a first visitor gets the session cookie the API issues.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const layout = await loadLayout(context.get(sharedApiContext), request);
  // 'nosuch.optika.ru/x?y', 'ekb.optika.ru/x?y' → 'optika.ru/x?y', for good
  if (layout.labelRedirect) throw layout.labelRedirect;
  const headers = new Headers();
  for (const cookie of layout.setCookies) headers.append("Set-Cookie", cookie);
  return data(layout.data, { headers });
}
