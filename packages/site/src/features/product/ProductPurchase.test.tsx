import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TProductPage } from "./product-page.ts";

vi.mock("../layout/use-layout.ts", () => ({
  useLayoutData: () => ({ city: { id: 1, name: "Екатеринбург", baseHost: "localhost" }, vars: {} }),
}));
const { ProductPurchase } = await import("./ProductPurchase.tsx");

const base: TProductPage = {
  id: 501,
  name: "Капли Avizor Comfort Drops 15 мл",
  url: "/product/avizor-comfort-drops-15",
  price: 450_00,
  priceOld: null,
  brandName: "Avizor",
  category: { name: "Аксессуары", slug: "aksessuary" },
  images: [],
  isNotAvailable: false,
  bonus: 0,
  perLens: null,
  offer: null,
  showsStock: true,
  stores: [],
  groups: [],
  description: "",
  characteristics: [],
  metaDescription: "",
};

function renderPurchase(product: TProductPage) {
  const client = new QueryClient();
  return render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <ProductPurchase product={product} cityId={1} cityName="Екатеринбург" />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  // the product's modifications are never answered here: the block stays at its loading text
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ProductPurchase", () => {
  it("gives a product without parameters its 'В корзину' alone, with no heading over it", () => {
    renderPurchase(base);
    expect(screen.getByRole("button", { name: "В корзину" })).toBeTruthy();
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.queryByText("Купить")).toBeNull();
  });

  it("heads a product's parameters 'Параметры', once", () => {
    renderPurchase({
      ...base,
      name: "Оправа Vogue Eyewear VO3463 2259",
      category: { name: "Оправы", slug: "opravy" },
      groups: [
        {
          groupId: 7,
          title: "Размер",
          isOptional: false,
          values: [
            { id: 1, label: "52□18-140" },
            { id: 2, label: "54□18-145" },
          ],
        },
      ],
    });
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual(["Параметры"]);
  });

  it("shows nothing to buy for a product that is not available", () => {
    const { container } = renderPurchase({ ...base, isNotAvailable: true });
    expect(container.textContent).toBe("");
  });
});
