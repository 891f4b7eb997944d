import { describe, expect, it } from "vitest";
import {
  ADD_QUANTITY_MESSAGE,
  CART_OPTIONS_MESSAGE,
  readCartExtra,
  SET_QUANTITY_MESSAGE,
  ZAddToCartBody,
  ZSetCartQuantityBody,
} from "./cart.ts";
import { contract } from "./contract.ts";
import { generateOpenApi } from "./openapi.ts";

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("cart bodies", () => {
  it("accept the card's string quantity, default 1, and keep options and data", () => {
    expect(ZAddToCartBody.parse({ product_id: "101", quantity: "1" })).toEqual({
      product_id: 101,
      quantity: 1,
      options: {},
      data: {},
    });
    expect(
      ZAddToCartBody.parse({ product_id: 101, modification_id: 50001, options: { eye: "left" }, data: null }),
    ).toMatchObject({ modification_id: 50001, quantity: 1, options: { eye: "left" }, data: {} });
  });

  it.each([-1, 0, 1.5, "1.5", "1e2", 100, "", "abc", true])("refuse the add quantity %s", (quantity) => {
    expect(messagesOf(ZAddToCartBody.safeParse({ product_id: 1, quantity }))).toEqual([ADD_QUANTITY_MESSAGE]);
  });

  it("PUT takes 0…99 (0 removes)", () => {
    expect(ZSetCartQuantityBody.parse({ quantity: "0" })).toEqual({ quantity: 0 });
    expect(messagesOf(ZSetCartQuantityBody.safeParse({ quantity: -1 }))).toEqual([SET_QUANTITY_MESSAGE]);
  });

  it("bound options: flat, latin keys, short well-formed strings, at most 10 keys", () => {
    expect(readCartExtra({ eye: "left", n: 1, ok: true })).toEqual({ eye: "left", n: 1, ok: true });
    for (const bad of [
      [1],
      "left",
      { eye: { x: 1 } },
      { "1eye": "x" },
      JSON.parse('{"__proto__":"x"}'),
      { eye: "\ud800" },
      { eye: "a\u0000" },
      { eye: "x".repeat(201) },
      Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i])),
    ]) {
      expect(readCartExtra(bad), JSON.stringify(bad)).toBeUndefined();
    }
    expect(messagesOf(ZAddToCartBody.safeParse({ product_id: 1, options: [1] }))).toEqual([
      CART_OPTIONS_MESSAGE,
    ]);
  });
});

describe("OpenAPI of the cart and wishlist", () => {
  it("lists their operations", () => {
    const document = generateOpenApi(contract, { title: "t", version: "t" });
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    for (const expected of [
      "GET /cart",
      "POST /cart",
      "PUT /cart/{itemId}",
      "DELETE /cart/{itemId}",
      "GET /wishlist",
      "POST /wishlist",
      "DELETE /wishlist/{productId}",
      "POST /marketing/product-view",
    ]) {
      expect(operations).toContain(expected);
    }
  });
});
