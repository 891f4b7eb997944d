import { describe, expect, it } from "vitest";
import { findModificationUrl, modificationVariantsUrl } from "./availability-api.ts";

describe("the §7 calls of the product page, through the /api proxy", () => {
  it("asks the first in-stock modification of the chosen values in the city's stores", () => {
    expect(
      findModificationUrl(
        2,
        [
          [5, 74],
          [6, 127],
        ],
        1,
      ),
    ).toBe(
      "/api/products/2/modifications?v[5]=74&v[6]=127&expand=stores&filter[quantity][gt]=0&filter[store_city_id]=1",
    );
  });
  it("asks the values of a group still possible with the chosen ones", () => {
    expect(modificationVariantsUrl(2, 6, [74])).toBe(
      "/api/products-local/2/modification-variants/6?variant_ids[]=74",
    );
    expect(modificationVariantsUrl(2, 5, [])).toBe("/api/products-local/2/modification-variants/5");
  });
});
