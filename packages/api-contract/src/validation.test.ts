import { describe, expect, it } from "vitest";
import { ZCatalogListingQuery } from "./catalog.ts";
import { INT4_MAX, readInt, ZSlug, zId } from "./common.ts";
import { ZSetCurrentCityBody } from "./geo.ts";
import { MAX_CHOSEN_VARIANTS, ZModificationsQuery, ZVariantIds } from "./products.ts";

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("ids: one integer rule for path, query and body", () => {
  const id = zId("Идентификатор должен быть целым положительным числом");
  it("accepts 1…2,147,483,647 as a string or a JSON number", () => {
    expect(id.parse("1")).toBe(1);
    expect(id.parse(" 42 ")).toBe(42);
    expect(id.parse(INT4_MAX)).toBe(INT4_MAX);
    expect(id.parse(String(INT4_MAX))).toBe(INT4_MAX);
  });
  it.each([
    "2147483648",
    2147483648,
    "99999999999999999999",
    "0",
    "-1",
    -1,
    "1.5",
    1.5,
    "1e3",
    "+1",
    "",
    "\u0000",
    "1\u0000",
    "\ud800",
    null,
    true,
    [1],
    { id: 1 },
  ])("rejects %j with the message, without quoting it", (value) => {
    const result = id.safeParse(value);
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual(["Идентификатор должен быть целым положительным числом"]);
  });
  it("reads the body of PUT /cities/current the same way", () => {
    expect(ZSetCurrentCityBody.safeParse({ city_id: 2147483648 }).success).toBe(false);
    expect(ZSetCurrentCityBody.parse({ city_id: 2 })).toEqual({ city_id: 2 });
    expect(readInt("7", 0, 5)).toBeUndefined();
  });
});

describe("slugs", () => {
  it("accept the shop's slugs and reject NUL bytes, over-long and foreign ones", () => {
    expect(ZSlug.parse("acuvue-oasys")).toBe("acuvue-oasys");
    for (const slug of ["\u0000", "a\u0000", "a".repeat(101), "a/b", "A", "", "\ud800"]) {
      const result = ZSlug.safeParse(slug);
      expect(result.success).toBe(false);
      expect(messages(result).join(" ")).not.toContain(slug || "\u0001");
    }
  });
});

describe("catalogue listing filters", () => {
  it("rejects the 2,000-key filter string before anything parses it", () => {
    const filters = Array.from({ length: 2000 }, (_, i) => `k${i}=v`).join("/");
    const result = ZCatalogListingQuery.safeParse({ filters });
    expect(result.success).toBe(false);
    expect(messages(result)).toContain("Слишком много фильтров");
  });
  it("keeps a real selection", () => {
    expect(ZCatalogListingQuery.parse({ filters: "brand=acuvue,bausch/period=odnodnevnye" }).filters).toBe(
      "brand=acuvue,bausch/period=odnodnevnye",
    );
  });
  it("rejects repeated and bracketed parameters (arrays and objects from the query string)", () => {
    expect(ZCatalogListingQuery.safeParse({ page: ["1", "2"] }).success).toBe(false);
    expect(ZCatalogListingQuery.safeParse({ filters: { brand: "acuvue" } }).success).toBe(false);
    expect(ZCatalogListingQuery.safeParse({ page: "2147483648" }).success).toBe(false);
  });
});

describe("modifications query (spec §7) over the bracket-parsed query string", () => {
  it("reads chosen variants, expand and the stock filters", () => {
    const parsed = ZModificationsQuery.parse({
      v: { "1001": "10011", "1002": "10021" },
      expand: "stores",
      filter: { quantity: { gt: "0" }, store_city_id: "2", store_quantity: { gte: "0" } },
    });
    expect([...parsed.chosen]).toEqual([
      [1001, 10011],
      [1002, 10021],
    ]);
    expect(parsed).toMatchObject({ expandStores: true, quantityGt: 0, storeCityId: 2, storeQuantityGte: 0 });
  });
  it("reads small group ids from a sparse array and treats empty values as absent", () => {
    const sparse: string[] = [];
    sparse[3] = "5";
    const parsed = ZModificationsQuery.parse({ v: sparse, filter: { store_city_id: "" } });
    expect([...parsed.chosen]).toEqual([[3, 5]]);
    expect(parsed.storeCityId).toBeUndefined();
    expect(ZModificationsQuery.parse({})).toEqual({
      chosen: new Map(),
      expandStores: false,
      quantityGt: undefined,
      storeCityId: undefined,
      storeQuantityGte: undefined,
    });
  });
  it.each([
    [{ v: { x: "1" } }, "Ключ должен иметь вид v[{идентификатор группы}]"],
    [{ v: { "1": "abc" } }, "Идентификатор варианта должен быть целым положительным числом"],
    [{ v: { "1": ["1", "2"] } }, "Идентификатор варианта должен быть целым положительным числом"],
    [{ v: "1" }, "Ключ должен иметь вид v[{идентификатор группы}]"],
    [{ v: { "2147483648": "1" } }, "Ключ должен иметь вид v[{идентификатор группы}]"],
    [{ filter: { store_city_id: "-1" } }, "Идентификатор города должен быть целым положительным числом"],
    [
      { filter: { store_city_id: "2147483648" } },
      "Идентификатор города должен быть целым положительным числом",
    ],
    [{ filter: { quantity: { gt: "-1" } } }, "Должно быть целым числом не меньше 0"],
    [{ expand: "images" }, "Допустимое значение: stores"],
  ])("rejects %j", (query, message) => {
    expect(messages(ZModificationsQuery.safeParse(query))).toContain(message);
  });
  it("bounds the number of chosen variants", () => {
    const many = Object.fromEntries(
      Array.from({ length: MAX_CHOSEN_VARIANTS + 1 }, (_, i) => [`${i + 1}`, "1"]),
    );
    expect(ZModificationsQuery.safeParse({ v: many }).success).toBe(false);
  });
});

describe("variant_ids[]", () => {
  it("accepts one, many (array or comma list), deduplicated", () => {
    expect(ZVariantIds.parse("3")).toEqual([3]);
    expect(ZVariantIds.parse(["3", "4", "3"])).toEqual([3, 4]);
    expect(ZVariantIds.parse("5,6")).toEqual([5, 6]);
  });
  it("rejects bad and too many ids", () => {
    expect(ZVariantIds.safeParse(["1", "x"]).success).toBe(false);
    expect(ZVariantIds.safeParse(["2147483648"]).success).toBe(false);
    expect(ZVariantIds.safeParse({ a: { b: "1" } }).success).toBe(false);
    expect(
      ZVariantIds.safeParse(Array.from({ length: MAX_CHOSEN_VARIANTS + 1 }, (_, i) => `${i + 1}`)).success,
    ).toBe(false);
  });
});

describe("default messages", () => {
  it("are Russian (zod 4's ru locale)", async () => {
    const { z } = await import("zod");
    expect(z.object({ a: z.number() }).safeParse({ a: "x" }).error?.issues[0]?.message).toMatch(/[а-я]/);
  });
});
