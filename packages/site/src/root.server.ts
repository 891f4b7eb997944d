import { data, type LoaderFunctionArgs, type MiddlewareFunction } from "react-router";
import { loadLayout } from "./features/layout/layout-data.server.ts";
import { normalizePathMiddleware } from "./features/layout/normalize-path-middleware.ts";
import { apiContext, createApiClient } from "./server/api.server.ts";

/** The shared root, server half: path normalisation first, then the per-request API client. */
export const middleware: MiddlewareFunction<Response>[] = [
  normalizePathMiddleware,
  ({ request, context }) => {
    context.set(apiContext, createApiClient(request));
  },
];

/** Site config for the header and footer; forwards the session cookie to the browser. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const layout = await loadLayout(context.get(apiContext), request);
  const headers = new Headers();
  for (const cookie of layout.setCookies) headers.append("Set-Cookie", cookie);
  return data(layout.data, { headers });
}
