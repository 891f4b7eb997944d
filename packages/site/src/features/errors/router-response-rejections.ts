/**
 * React Router 8.4 (`dom/ssr/routes.js`, `prefetchStylesAndCallHandler`) returns a route's action
 * or loader promise from a try/finally that first awaits the route's style preloads. When the
 * handler rejects with a redirect Response (an order placed, on its way to payment) before those
 * preloads have loaded, as on a slow phone, the rejection is unhandled for that moment and the
 * browser reports "Uncaught (in promise) Response", although the router takes it a moment later
 * and follows the redirect. A rejected Response is the router's own control flow (redirects, 4xx
 * data), never a page error: this keeps it out of the console and of error reports. Any other
 * unhandled rejection is reported as before.
 */
export function quietRouterResponseRejections(target: Pick<Window, "addEventListener">): void {
  target.addEventListener("unhandledrejection", (event) => {
    if (event.reason instanceof Response) event.preventDefault();
  });
}
