import type { TCart } from "@optika/api-contract";
import { analyticsItem } from "@optika/domain/commerce";
import { describe, expect, it } from "vitest";
import { cartChangeItems } from "./analytics-items.ts";
import { ecommerceDataLayerEvent, trackEcommerce } from "./data-layer.ts";

const lens = analyticsItem(
  {
    id: 101,
    name: "Acuvue Oasys",
    brand: { name: "Acuvue" },
    category: { name: "Линзы" },
    price: 199_000,
    newPrice: 179_000,
  },
  2,
  555,
);

describe("the commerce data layer", () => {
  it("view_item: GA4-style items and value in RUB, and the counter's detail.products", () => {
    const event = ecommerceDataLayerEvent("view_item", [analyticsItem({ id: 1, name: "x", price: 99_050 })]);
    expect(event).toEqual({
      event: "view_item",
      ecommerce: {
        currency: "RUB",
        currencyCode: "RUB",
        value: 990.5,
        items: [{ id: 1, name: "x", brand: "", category: "", price: 990.5, quantity: 1 }],
        detail: { products: [{ id: 1, name: "x", brand: "", category: "", price: 990.5, quantity: 1 }] },
      },
    });
  });

  it("items follow the domain's mapping: promo price, brand and category names, modification id", () => {
    expect(lens).toEqual({
      id: 101,
      name: "Acuvue Oasys",
      brand: "Acuvue",
      category: "Линзы",
      price: 1790,
      quantity: 2,
      modificationId: 555,
    });
    expect(ecommerceDataLayerEvent("add_to_cart", [lens]).ecommerce).toMatchObject({
      value: 3580,
      add: { products: [lens] },
    });
    expect(ecommerceDataLayerEvent("remove_from_cart", [lens]).ecommerce).toMatchObject({
      remove: { products: [lens] },
    });
  });

  it("purchase carries the order id; a list its name and impressions; begin_checkout no counter action", () => {
    const purchase = ecommerceDataLayerEvent("purchase", [lens], { transactionId: 42 }).ecommerce;
    expect(purchase).toMatchObject({
      transaction_id: "42",
      purchase: { actionField: { id: "42", revenue: 3580 } },
    });
    const list = ecommerceDataLayerEvent("view_item_list", [lens], { listName: "Линзы" }).ecommerce;
    expect(list).toMatchObject({ item_list_name: "Линзы", impressions: [lens] });
    const checkout = ecommerceDataLayerEvent("begin_checkout", [lens]).ecommerce;
    expect(Object.keys(checkout).sort()).toEqual(["currency", "currencyCode", "items", "value"]);
  });

  it("trackEcommerce pushes to window.dataLayer, creating it, and skips empty item lists", () => {
    const target: { dataLayer?: unknown[] } = {};
    trackEcommerce("view_item", [], {}, target);
    expect(target.dataLayer).toBeUndefined();
    trackEcommerce("view_item", [lens], {}, target);
    expect(target.dataLayer).toHaveLength(1);
  });
});

describe("cart changes as add_to_cart / remove_from_cart items", () => {
  const line = (id: number, quantity: number) =>
    ({
      id,
      quantity,
      product: { id: id * 10, name: `P${id}`, slug: "p", url: "/product/p", image_id: null },
      modification: { id: id * 100, sku: "s", variants: [] },
      unit_price: 10_000,
    }) as unknown as TCart["items"][number];

  it("a grown line is an add of the difference, a shrunk or dropped one a removal", () => {
    const { added, removed } = cartChangeItems(
      { items: [line(1, 1), line(2, 3), line(3, 1)] },
      { items: [line(1, 2), line(2, 1)] },
    );
    expect(added).toEqual([
      { id: 10, name: "P1", brand: "", category: "", price: 100, quantity: 1, modificationId: 100 },
    ]);
    expect(removed.map((i) => [i.id, i.quantity])).toEqual([
      [20, 2],
      [30, 1],
    ]);
  });
});
