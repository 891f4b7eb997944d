import { describe, expect, it } from "vitest";
import { parseModificationsQuery, parseVariantIds } from "./parse-modifications-query.ts";

describe("parseModificationsQuery", () => {
  it("reads the flat bracketed keys of spec §7", () => {
    const result = parseModificationsQuery({
      "v[10]": "101",
      "v[11]": "205",
      expand: "stores",
      "filter[quantity][gt]": "0",
      "filter[store_city_id]": "1",
      "filter[store_quantity][gte]": "0",
    });
    expect(result).toEqual({
      ok: true,
      value: {
        chosen: new Map([
          [10, 101],
          [11, 205],
        ]),
        expandStores: true,
        quantityGt: 0,
        storeCityId: 1,
        storeQuantityGte: 0,
      },
    });
  });
  it("reads nested objects too", () => {
    const result = parseModificationsQuery({ v: { "10": "101" }, filter: { quantity: { gt: "2" } } });
    expect(result.ok && result.value.chosen.get(10)).toBe(101);
    expect(result.ok && result.value.quantityGt).toBe(2);
  });
  it("answers field messages for bad values", () => {
    const result = parseModificationsQuery({ "v[x]": "1", "v[3]": "abc", "filter[store_city_id]": "-1" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["filter[store_city_id]", "v[3]", "v[x]"]);
  });
});

describe("parseVariantIds", () => {
  it("accepts one, many and comma lists", () => {
    expect(parseVariantIds({ "variant_ids[]": "3" })).toEqual({ ok: true, ids: [3] });
    expect(parseVariantIds({ "variant_ids[]": ["3", "4", "3"] })).toEqual({ ok: true, ids: [3, 4] });
    expect(parseVariantIds({ variant_ids: "5,6" })).toEqual({ ok: true, ids: [5, 6] });
    expect(parseVariantIds({})).toEqual({ ok: true, ids: [] });
  });
  it("rejects garbage", () => {
    expect(parseVariantIds({ "variant_ids[]": ["1", "x"] }).ok).toBe(false);
  });
});
