import { describe, expect, it } from "vitest";
import { rateLimitClassOf } from "./rate-limit.ts";

describe("rateLimitClassOf", () => {
  it("limits every write, image renders, listings and product reads", () => {
    expect(rateLimitClassOf("PUT", "/cities/current")).toBe("write");
    expect(rateLimitClassOf("POST", "/anything")).toBe("write");
    expect(rateLimitClassOf("DELETE", "/cart/items/:id")).toBe("write");
    expect(rateLimitClassOf("GET", "/storage/image/:imageId/:modifier")).toBe("image");
    expect(rateLimitClassOf("HEAD", "/storage/image/:imageId/:modifier")).toBe("image");
    expect(rateLimitClassOf("GET", "/catalog/categories/:slug/products")).toBe("read");
    expect(rateLimitClassOf("GET", "/products/:id")).toBe("read");
    expect(rateLimitClassOf("GET", "/products/by-slug/:slug")).toBe("read");
  });
  it("leaves health, config and the rest alone", () => {
    expect(rateLimitClassOf("GET", "/health")).toBeUndefined();
    expect(rateLimitClassOf("GET", "/configs")).toBeUndefined();
    expect(rateLimitClassOf("GET", "/cities")).toBeUndefined();
    expect(rateLimitClassOf("GET", "/productsx")).toBeUndefined();
    expect(rateLimitClassOf("OPTIONS", "/products/:id")).toBeUndefined();
  });
});
