import type { TCart } from "@optika/api-contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, type ReactNode, Suspense } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it, vi } from "vitest";
import { CART_QUERY_KEY } from "../query/query-keys.ts";
import { createSiteQueryClient } from "../query/SiteQueryProvider.tsx";
import { CardShopperProvider, useCardShopper } from "./card-shopper-state.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const cart = { items: [{ id: 9, quantity: 2, product: { id: 7 } }], count: 2 } as unknown as TCart;

/** What a card's footer shows of the cart: its counter, or the add button. */
function CardFooter() {
  const { cart } = useCardShopper();
  const line = cart?.items.find((item) => item.product.id === 7);
  return <p data-footer="">{line ? `В корзине: ${line.quantity}` : "В корзину"}</p>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
});

it("a list hydrating after the shopper's cart arrived matches its server HTML, then shows the cart", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () => new Response(JSON.stringify(cart), { headers: { "content-type": "application/json" } }),
    ),
  );
  // a home section: its list in a boundary of its own (HydrationStep), rendered without a shopper
  const page = (client: ReturnType<typeof createSiteQueryClient>): ReactNode => (
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>
        <CardShopperProvider needsCart>
          <CardFooter />
        </CardShopperProvider>
      </Suspense>
    </QueryClientProvider>
  );
  const host = document.createElement("div");
  host.innerHTML = renderToString(page(createSiteQueryClient()));
  expect(host.textContent).toBe("В корзину");

  // meanwhile an earlier list of the page has fetched the cart into the page's one client
  const client = createSiteQueryClient();
  client.setQueryData(CART_QUERY_KEY, cart);
  const onRecoverableError = vi.fn();
  await act(async () => {
    root = hydrateRoot(host, page(client), { onRecoverableError });
  });
  expect(onRecoverableError).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(host.textContent).toBe("В корзине: 2"));
});
