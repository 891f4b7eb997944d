import { describe, expect, it } from "vitest";
import { categoryHref, productHref } from "./product-links";

describe("product and category links", () => {
  it("sends the certificate and its category to /sertifikaty", () => {
    expect(productHref({ id: 9907, slug: "podarochnyy-sertifikat-1000" })).toBe("/sertifikaty");
    expect(categoryHref("podarochnye-sertifikaty")).toBe("/sertifikaty");
  });
  it("links glasses (category 3) under /ochki and the rest under /product", () => {
    expect(productHref({ id: 1, slug: "ray-ban-rb2140", categoryId: 3 })).toBe("/ochki/ray-ban-rb2140");
    expect(productHref({ id: 2, slug: "acuvue-oasys", categoryId: 1 })).toBe("/product/acuvue-oasys");
    expect(categoryHref("linzy")).toBe("/catalog/linzy");
  });
});
