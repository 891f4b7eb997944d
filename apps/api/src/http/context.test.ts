import { describe, expect, it } from "vitest";
import { newSessionToken, subdomainLabel } from "./context.ts";

describe("subdomainLabel", () => {
  it("takes the first label of a city subdomain of BASE_HOST", () => {
    expect(subdomainLabel("ekb.localhost:3000", "localhost")).toBe("ekb");
    expect(subdomainLabel("msk.optika.ru", "optika.ru")).toBe("msk");
    expect(subdomainLabel("spb.shop.example.com", "localhost")).toBe("spb");
  });
  it("ignores the bare host, IPs and missing headers", () => {
    expect(subdomainLabel("localhost:3000", "localhost")).toBeUndefined();
    expect(subdomainLabel("127.0.0.1:3000", "localhost")).toBeUndefined();
    expect(subdomainLabel("optika.ru", "localhost")).toBeUndefined();
    expect(subdomainLabel(undefined, "localhost")).toBeUndefined();
  });
});

describe("newSessionToken", () => {
  it("is 'frnt' + 192 random bits", () => {
    const token = newSessionToken();
    expect(token).toMatch(/^frnt[A-Za-z0-9_-]{32}$/);
    expect(newSessionToken()).not.toBe(token);
  });
});
