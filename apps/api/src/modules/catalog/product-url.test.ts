import { describe, expect, it } from "vitest";
import { productUrl } from "./product-url.ts";

describe("productUrl", () => {
  it("links lenses to /product/{slug}", () => {
    expect(productUrl({ id: 1, slug: "acuvue-oasys", categoryId: 1, categorySlug: "linzy" })).toBe(
      "/product/acuvue-oasys",
    );
  });
  it("links frames and sunglasses to /ochki/{slug}", () => {
    expect(productUrl({ id: 2, slug: "ray-ban-1", categoryId: 2, categorySlug: "opravy" })).toBe(
      "/ochki/ray-ban-1",
    );
    expect(productUrl({ id: 3, slug: "sun-1", categoryId: 7, categorySlug: "solncezashchitnye-ochki" })).toBe(
      "/ochki/sun-1",
    );
    expect(productUrl({ id: 4, slug: "x", categoryId: 3, categorySlug: "other" })).toBe("/ochki/x");
  });
  it("links the 1000-rub certificate to /sertifikaty", () => {
    expect(
      productUrl({
        id: 9907,
        slug: "sertifikat-1000",
        categoryId: 5,
        categorySlug: "podarochnye-sertifikaty",
      }),
    ).toBe("/sertifikaty");
  });
});
