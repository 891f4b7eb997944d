import { describe, expect, it } from "vitest";
import { CERTIFICATE_PRODUCT_ID } from "../constants/business-constants.ts";
import { categoryHref, GLASSES_CATEGORY_ID, isGlassesCategory, productHref } from "./product-links.ts";

describe("product and category links (spec §1)", () => {
  it("sends the 1000-rub certificate and its category to /sertifikaty, whatever its category", () => {
    expect(productHref({ id: CERTIFICATE_PRODUCT_ID, slug: "podarochnyy-sertifikat-1000" })).toBe(
      "/sertifikaty",
    );
    expect(productHref({ id: CERTIFICATE_PRODUCT_ID, slug: "x", categoryId: GLASSES_CATEGORY_ID })).toBe(
      "/sertifikaty",
    );
    expect(categoryHref("podarochnye-sertifikaty")).toBe("/sertifikaty");
  });
  it("links products of category id 3 under /ochki and every other product under /product", () => {
    expect(productHref({ id: 1, slug: "ray-ban-rb2140", categoryId: 3 })).toBe("/ochki/ray-ban-rb2140");
    expect(productHref({ id: 2, slug: "acuvue-oasys", categoryId: 1 })).toBe("/product/acuvue-oasys");
    expect(productHref({ id: 3, slug: "sun-1", categoryId: 4 })).toBe("/product/sun-1");
    expect(productHref({ id: 4, slug: "other-certificate", categoryId: 5 })).toBe(
      "/product/other-certificate",
    );
    expect(productHref({ id: 5, slug: "no-category" })).toBe("/product/no-category");
    expect(categoryHref("linzy")).toBe("/catalog/linzy");
  });
  it("knows the glasses categories whose listings live under /ochki", () => {
    expect(isGlassesCategory("opravy")).toBe(true);
    expect(isGlassesCategory("solncezashchitnye-ochki")).toBe(true);
    expect(isGlassesCategory("linzy")).toBe(false);
  });
});
