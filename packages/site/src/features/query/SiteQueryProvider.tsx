import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { syncBadgesAfterStartOrder } from "./sync-badges-after-start-order.ts";

/** One client per page life (per server render on the server): the shopper's cart and wishlist live here. */
export function createSiteQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
}

/** The site's TanStack Query client (mounted once by SiteShell). */
export function SiteQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createSiteQueryClient);
  useEffect(() => syncBadgesAfterStartOrder(client), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
