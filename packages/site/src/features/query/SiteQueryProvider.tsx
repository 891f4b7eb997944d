import { QueryClient, QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, use, useState } from "react";
import { syncBadgesAfterStartOrder } from "./sync-badges-after-start-order.ts";

/** A client for the shopper's cart and wishlist (one per page life in the browser, one per render on the server). */
export function createSiteQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
}

let browserClient: QueryClient | undefined;

/** The browser's one client, shared by every provider on the page; created with its badge sync on first use. */
function browserQueryClient(): QueryClient {
  if (!browserClient) {
    browserClient = createSiteQueryClient();
    syncBadgesAfterStartOrder(browserClient);
  }
  return browserClient;
}

/**
 * TanStack Query for the parts that change the cart or the wishlist (product cards, the lens
 * purchase, /cart, /wishlist, the quick-buy popup). Mounted by those parts, not by the shell, so
 * that a page without them does not load the library (decision 0024). In the browser every
 * provider shares one client, so a change on a card shows in the popup and the badges alike. A
 * provider inside another (the cards of /wishlist or /cart) uses the outer one's client on the
 * server too: the cards render with the data the page's loader put there, as they hydrate.
 */
export function SiteQueryProvider({ children }: { children: ReactNode }) {
  const outer = use(QueryClientContext);
  const [client] = useState(
    () => outer ?? (typeof window === "undefined" ? createSiteQueryClient() : browserQueryClient()),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
