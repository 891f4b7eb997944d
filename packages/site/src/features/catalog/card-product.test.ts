import type { TProductCard } from "@optika/api-contract";
import { describe, expect, it } from "vitest";
import { cardView, toCardProduct } from "./card-product.ts";

const item: TProductCard = {
  id: 2,
  name: "1-DAY ACUVUE MOIST",
  slug: "1-day-acuvue-moist",
  url: "/product/1-day-acuvue-moist",
  price: 199_000,
  price_old: 250_000,
  image_id: 3,
  category: { id: 1, name: "Контактные линзы", slug: "linzy" },
  brand: { id: 1, name: "ACUVUE", slug: "acuvue" },
  bonus_value: 99,
  is_not_available: false,
  hasModifications: true,
  quantity: 3167,
  lenses_in_pack: 30,
};

describe("a card's view", () => {
  it("keeps only what the card renders", () => {
    expect(cardView(item)).toEqual({
      id: 2,
      slug: "1-day-acuvue-moist",
      hasModifications: true,
      name: "1-DAY ACUVUE MOIST",
      url: "/product/1-day-acuvue-moist",
      imageId: 3,
      price: 199_000,
      priceOld: 250_000,
      brandName: "ACUVUE",
      bonusValue: 99,
      isAvailable: true,
      unitPrice: "66,33\u00a0₽ за линзу",
    });
  });
  it("becomes the kit's card with AVIF/WebP sources and a JPEG fallback", () => {
    const card = toCardProduct(cardView(item));
    expect(card.imageUrl).toBe("/api/storage/image/3/480x480_contain_q80.jpg");
    expect(card.imageSources?.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(card).not.toHaveProperty("imageId");
    const none = toCardProduct(cardView({ ...item, image_id: null }));
    expect(none.imageUrl).toBeNull();
    expect(none).not.toHaveProperty("imageSources");
  });
});
