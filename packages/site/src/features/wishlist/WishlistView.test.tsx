// @vitest-environment node
import type { TProductCard, TWishlist } from "@optika/api-contract";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteQueryProvider } from "../query/SiteQueryProvider.tsx";
import { WishlistView } from "./WishlistView.tsx";

const card = (id: number): TProductCard => ({
  id,
  name: `Раствор ${id}`,
  slug: `rastvor-${id}`,
  url: `/product/rastvor-${id}`,
  price: 59_900,
  price_old: null,
  image_id: null,
  category: { id: 4, name: "Аксессуары", slug: "aksessuary" },
  brand: null,
  bonus_value: 0,
  is_not_available: false,
  hasModifications: false,
  quantity: 5,
});

describe("the wishlist page on the server", () => {
  it("renders every saved product's heart as saved (what the shopper sees before and after hydration)", () => {
    const wishlist: TWishlist = {
      items: [
        { id: 1, product_id: 280, product: card(280) },
        { id: 2, product_id: 281, product: card(281) },
      ],
      count: 2,
    };
    // the route's provider around the view, and the list's own provider inside it (ProductList)
    const html = renderToString(
      <SiteQueryProvider>
        <WishlistView loaderWishlist={wishlist} />
      </SiteQueryProvider>,
    );
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(2);
    expect(html).not.toContain('aria-pressed="false"');
  });
});
