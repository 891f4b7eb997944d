import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEGACY_REDIRECT_TABLE, matchLegacyRedirectTable } from "./legacy-redirect-table.ts";
import { resolveLegacyRedirect, type TLegacyRedirectLookups } from "./resolve-legacy-redirect.ts";

const PRODUCTS = new Set(["acuvue-oasys", "dailies-total-1", "biofinity-30"]);
const SERVICES: Record<string, string> = {
  "proverka-zreniya": "proverka-zreniya",
  "podbor-linz": "podbor-kontaktnyh-linz",
  "podbor-kontaktnyh-linz": "podbor-kontaktnyh-linz",
};
const lookups: TLegacyRedirectLookups = {
  productSlugExists: (slug) => PRODUCTS.has(slug),
  serviceSlugFor: (slug) => SERVICES[slug],
};
const resolve = (path: string) => resolveLegacyRedirect(path, lookups);

describe("resolveLegacyRedirect: table, case by case", () => {
  it.each([
    ["/opravy", "/catalog/opravy"],
    ["/opravy/ray-ban", "/catalog/opravy/ray-ban"],
    ["/linzy/odnodnevnye", "/catalog/linzy/odnodnevnye"],
    ["/sredstva/rastvory", "/catalog/aksessuary/rastvory"],
    ["/solntsezashitnye-ochki/polaroid", "/catalog/solncezashchitnye-ochki/polaroid"],
    ["/acuvue/oasys", "/acuvue"],
    ["/discounts", "/klientam/discounts"],
    ["/company/vrachi", "/specialists"],
    ["/company/vrachi/ivanov", "/specialists"],
    ["/salony-optiki", "/kontakty"],
    ["/remont-ochkov", "/zapis"],
    ["/cart-old", "/cart"],
    ["/cart-old/step-2", "/cart"],
    ["/cart_old", "/cart"],
    ["/cart/checkout", "/checkout"],
    ["/akcii/leto-2020", "/aktsii/leto-2020"],
    ["/akczii/leto", "/aktsii/leto"],
    ["/promo/black-friday", "/aktsii/black-friday"],
    ["/actions/skidka", "/aktsii/skidka"],
    ["/akcii", "/aktsii"],
  ])("%s → %s", (from, to) => {
    expect(resolve(from)).toBe(to);
  });

  it.each([
    "/",
    "/acuvue",
    "/cart",
    "/checkout",
    "/catalog/linzy",
    "/catalog/linzy/f/brand=acuvue",
    "/aktsii/leto",
    "/uslugi",
    "/uslugi/proverka-zreniya",
    "/product/acuvue-oasys",
    "/product/dailies-total-1",
    "/linzyx",
    "/opravyy/a",
  ])("leaves %s alone", (path) => {
    expect(resolve(path)).toBeNull();
  });
});

describe("resolveLegacyRedirect: normalisation", () => {
  it("lowercases and drops the trailing slash in one step", () => {
    expect(resolve("/Catalog/Linzy/")).toBe("/catalog/linzy");
    expect(resolve("/Discounts/")).toBe("/klientam/discounts");
    expect(resolve("/Linzy/Odnodnevnye/?utm_source=X")).toBe("/catalog/linzy/odnodnevnye?utm_source=X");
    expect(resolve("/salony-optiki/")).toBe("/kontakty");
  });
  it("keeps the query string and drops a fragment", () => {
    expect(resolve("/opravy?sort=new&page=2")).toBe("/catalog/opravy?sort=new&page=2");
    expect(resolve("/discounts#top")).toBe("/klientam/discounts");
    expect(resolve("/Cart/?a=1#x")).toBe("/cart?a=1");
  });
  it("never answers for something that is not a path", () => {
    expect(resolve("https://evil.com/opravy")).toBeNull();
    expect(resolve("opravy")).toBeNull();
    expect(resolve("//evil.com/")).toBe("/evil.com");
  });
});

describe("resolveLegacyRedirect: dynamic rules", () => {
  it("maps old service slugs, unknown ones to /uslugi", () => {
    expect(resolve("/uslugi/podbor-linz")).toBe("/uslugi/podbor-kontaktnyh-linz");
    expect(resolve("/uslugi/podbor-linz/detyam")).toBe("/uslugi/podbor-kontaktnyh-linz");
    expect(resolve("/uslugi/unknown")).toBe("/uslugi");
    expect(resolve("/Uslugi/Podbor-Linz/")).toBe("/uslugi/podbor-kontaktnyh-linz");
  });
  it("lowercases a service slug that the lookup returns in capitals", () => {
    const upper = {
      ...lookups,
      serviceSlugFor: (slug: string) => (slug === "x" ? "New-Slug" : slug === "new-slug" ? slug : undefined),
    };
    expect(resolveLegacyRedirect("/uslugi/x", upper)).toBe("/uslugi/new-slug");
  });
  it("leaves /uslugi alone without a service lookup", () => {
    expect(resolveLegacyRedirect("/uslugi/anything", { productSlugExists: () => false })).toBeNull();
  });
  it("strips the article number when the shorter slug exists", () => {
    expect(resolve("/product/acuvue-oasys-123456")).toBe("/product/acuvue-oasys");
    expect(resolve("/product/Acuvue-Oasys-123456/?ref=1")).toBe("/product/acuvue-oasys?ref=1");
    expect(resolve("/product/acuvue-oasys-12-34")).toBe("/product/acuvue-oasys");
    expect(resolve("/product/biofinity-30-777")).toBe("/product/biofinity-30");
    expect(resolve("/product/unknown-123")).toBeNull();
    expect(resolve("/product/123")).toBeNull();
    expect(resolve("/product/acuvue-oasys-123/reviews")).toBeNull();
  });
});

describe("legacy table", () => {
  it("is data with local targets only", () => {
    for (const rule of LEGACY_REDIRECT_TABLE) {
      expect(rule.from.startsWith("/")).toBe(true);
      expect(rule.to.startsWith("/")).toBe(true);
      expect(rule.to.startsWith("//")).toBe(false);
    }
    expect(matchLegacyRedirectTable("/x", [])).toBeUndefined();
  });
  it("maps no target of its own to another redirect (no chains)", () => {
    for (const rule of LEGACY_REDIRECT_TABLE) {
      expect(resolve(rule.to)).toBeNull();
    }
  });
});

describe("resolveLegacyRedirect laws", () => {
  const segment = fc.constantFrom(
    "opravy",
    "linzy",
    "sredstva",
    "solntsezashitnye-ochki",
    "uslugi",
    "acuvue",
    "discounts",
    "company",
    "vrachi",
    "salony-optiki",
    "remont-ochkov",
    "cart-old",
    "cart_old",
    "cart",
    "checkout",
    "akcii",
    "promo",
    "product",
    "acuvue-oasys-12",
    "podbor-linz",
    "Linzy",
    "",
    "..",
    "evil.com",
    "\\",
    "%2F",
    "x-1",
  );
  const pathArb = fc
    .tuple(
      fc.array(segment, { maxLength: 5 }).map((parts) => `/${parts.join("/")}`),
      fc.option(fc.constantFrom("?a=1", "?b=//evil.com", "?"), { nil: "" }),
    )
    .map(([path, query]) => path + query);
  const anyString = fc.oneof(
    pathArb,
    fc.string().map((s) => `/${s}`),
    fc.string(),
  );

  it("answers with a local path whose own redirect is null (no chains, never off-site)", () => {
    fc.assert(
      fc.property(anyString, (input) => {
        const target = resolve(input);
        if (target === null) return;
        expect(target.startsWith("/")).toBe(true);
        expect(target.startsWith("//")).toBe(false);
        expect((target.split("?")[0] ?? "").includes("\\")).toBe(false);
        expect(new URL(target, "https://shop.example").origin).toBe("https://shop.example");
        expect(resolve(target)).toBeNull();
        const withoutHash = input.split("#")[0] ?? "";
        const inputQuery = withoutHash.includes("?") ? withoutHash.slice(withoutHash.indexOf("?")) : "";
        expect(target.endsWith(inputQuery)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
