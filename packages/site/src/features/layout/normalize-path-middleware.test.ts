import { describe, expect, it } from "vitest";
import { normalizePathMiddleware } from "./normalize-path-middleware.ts";

/** The middleware's answer for a request URL: the redirect it throws, or undefined. */
async function redirectFor(href: string): Promise<{ status: number; location: string | null } | undefined> {
  try {
    await normalizePathMiddleware({ url: new URL(href) } as never, (() => undefined) as never);
    return undefined;
  } catch (thrown) {
    const response = thrown as Response;
    return { status: response.status, location: response.headers.get("location") };
  }
}

describe("normalizePathMiddleware", () => {
  it("sends //host and /\\host paths to a local path with one 301", async () => {
    expect(await redirectFor("http://localhost:3000//evil.example/catalog/linzy")).toEqual({
      status: 301,
      location: "/evil.example/catalog/linzy",
    });
    expect(await redirectFor("http://localhost:3000/\\evil.example/")).toEqual({
      status: 301,
      location: "/evil.example",
    });
  });

  it("lowercases and drops the trailing slash, keeping the query; a canonical path passes", async () => {
    expect(await redirectFor("http://localhost:3000/Catalog/Linzy/?page=2")).toEqual({
      status: 301,
      location: "/catalog/linzy?page=2",
    });
    expect(await redirectFor("http://localhost:3000/catalog/linzy")).toBeUndefined();
  });
});
