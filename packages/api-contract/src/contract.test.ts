import { describe, expect, it } from "vitest";
import { ZCatalogListingQuery } from "./catalog.ts";
import { contract } from "./contract.ts";
import { generateOpenApi } from "./openapi.ts";

describe("catalogue listing query", () => {
  it("defaults to the first page of 30, sorted by popularity, without filters", () => {
    expect(ZCatalogListingQuery.parse({})).toEqual({ filters: "", sort: "popular", page: 1, per_page: 30 });
  });

  it("accepts each per-page value of the spec", () => {
    for (const perPage of ["30", "60", "90", "120"]) {
      expect(ZCatalogListingQuery.parse({ per_page: perPage }).per_page).toBe(Number(perPage));
    }
  });

  it.each([
    ["page", "-1", "Номер страницы должен быть целым числом не меньше 1"],
    ["page", "0", "Номер страницы должен быть целым числом не меньше 1"],
    ["page", "abc", "Номер страницы должен быть целым числом не меньше 1"],
    ["per_page", "7", "Количество товаров на странице должно быть одним из: 30, 60, 90, 120"],
  ])("rejects %s=%s with a message for the field", (field, value, message) => {
    const result = ZCatalogListingQuery.safeParse({ [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toContainEqual([
      field,
      message,
    ]);
  });
});

describe("OpenAPI document", () => {
  const document = generateOpenApi(contract, { title: "Оптика API", version: "test" });

  it("describes every route of the contract with its method", () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    for (const expected of [
      "GET /configs",
      "GET /cities",
      "PUT /cities/current",
      "GET /stores",
      "GET /catalog/categories/{slug}/products",
      "GET /products/{id}",
      "GET /products/{id}/modifications",
      "GET /delivery-term/check-available",
      "POST /form/send",
    ]) {
      expect(operations).toContain(expected);
    }
  });

  it("is OpenAPI 3.0 with a response schema per operation", () => {
    expect(document.openapi).toMatch(/^3\.0\./);
    const listing = document.paths["/catalog/categories/{slug}/products"]?.get as {
      responses?: Record<string, unknown>;
    };
    expect(Object.keys(listing.responses ?? {})).toContain("200");
  });
});
