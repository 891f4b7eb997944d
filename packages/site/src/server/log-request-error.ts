import { isRouteErrorResponse } from "react-router";

/**
 * What the storefront logs of a failed request (the server entry's `handleError`). The router's
 * own 4xx — 405 for a POST to a page without a form, 400 for a malformed `.data` request — are the
 * client's doing: React Router's default logged each with a stack trace, so any bot could fill the
 * log and bury real failures. Those and aborted requests are not logged; everything else is, as
 * React Router does.
 */
export function logRequestError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // a 5xx the router answers itself carries the thrown error (ErrorResponseImpl's `error`)
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(inner ?? error);
}
