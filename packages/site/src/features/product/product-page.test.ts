import type { TProduct } from "@optika/api-contract";
import { describe, expect, it } from "vitest";
import { productPage } from "./product-page.ts";

const store = (id: number, quantity: number) => ({ id, name: `Салон ${id}`, address: `ул. ${id}`, quantity });

const lens: TProduct = {
  id: 2,
  name: "1-DAY ACUVUE MOIST",
  slug: "1-day-acuvue-moist",
  url: "/product/1-day-acuvue-moist",
  price: 199_000,
  price_old: null,
  image_id: 3,
  category: { id: 1, name: "Контактные линзы", slug: "linzy" },
  brand: { id: 1, name: "ACUVUE", slug: "acuvue" },
  bonus_value: 99,
  is_not_available: false,
  hasModifications: true,
  quantity: 3167,
  images: [
    { id: 3, alt: "" },
    { id: 4, alt: "блистер" },
  ],
  totalBonusValue: 99,
  description: "Однодневные линзы.",
  manufacturer: "Johnson & Johnson",
  characteristics: [],
  variants: [
    {
      name: "Оптическая сила (Сфера)",
      groupId: 5,
      code: "sphere",
      variants: [
        { id: -1, label: "Недоступно", value: "" },
        { id: 74, label: "-1.00", value: "-1.00" },
      ],
    },
    {
      name: "items_in_pack",
      groupId: 7,
      code: "items_in_pack",
      variants: [{ id: 30, label: "30", value: "30" }],
    },
    { name: "bundles", groupId: 8, code: "bundles", variants: [{ id: 80, label: "1 упаковка", value: "1" }] },
  ],
  modifications: Array.from({ length: 500 }, (_, i) => ({
    id: i + 1,
    sku: `LNS-${i}`,
    price: 199_000,
    variants: [{ id: 74 }, { id: 30 }],
    stores: [{ store_id: 1, city_id: 1, name: "Салон 1", address: "ул. 1", quantity: 3 }],
    quantity: 3,
  })),
  availability: { inCity: true, cityId: 1, stores: [store(1, 5), store(2, 0)] },
} as TProduct;

describe("the product page's view", () => {
  it("carries no modification, sku or API-only field", () => {
    const page = productPage(lens);
    const json = JSON.stringify(page);
    expect(json).not.toContain("LNS-");
    expect(Object.keys(page)).not.toContain("modifications");
    expect(json.length).toBeLessThan(2_000);
  });
  it("keeps what the page shows: pictures, per-lens price, parameter groups, stores with stock", () => {
    const page = productPage(lens);
    expect(page.images).toEqual([
      { id: 3, alt: "1-DAY ACUVUE MOIST" },
      { id: 4, alt: "блистер" },
    ]);
    expect(page.perLens).toEqual({ text: "66,33\u00a0₽ за линзу", pack: "в упаковке 30 линз" });
    expect(page.groups).toEqual([
      {
        groupId: 5,
        title: "Оптическая сила (Сфера)",
        isOptional: false,
        values: [{ id: 74, label: "-1.00" }],
      },
      { groupId: 7, title: "Линз в упаковке", isOptional: false, values: [{ id: 30, label: "30" }] },
      { groupId: 8, title: "Комплект", isOptional: true, values: [{ id: 80, label: "1 упаковка" }] },
    ]);
    expect(page.stores.map((s) => s.id)).toEqual([1]);
    expect(page.characteristics.flatMap((b) => b.rows.map((r) => r.value))).toEqual(["Johnson & Johnson"]);
    expect(page.metaDescription).toBe("Однодневные линзы. Цена 1\u00a0990\u00a0₽.");
  });
  it("shows no store for a product out of the city, and the image_id when the gallery is empty", () => {
    const page = productPage({ ...lens, images: [], availability: { inCity: false, cityId: 1, stores: [] } });
    expect(page.stores).toEqual([]);
    expect(page.images).toEqual([{ id: 3, alt: "1-DAY ACUVUE MOIST" }]);
  });
});
