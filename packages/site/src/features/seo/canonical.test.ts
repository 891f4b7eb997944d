import { describe, expect, it } from "vitest";
import { canonicalUrl } from "./canonical.ts";

describe("canonicalUrl", () => {
  it("is the origin plus the canonical path, with page beyond the first", () => {
    expect(canonicalUrl("https://optika.example", "/catalog/linzy")).toBe(
      "https://optika.example/catalog/linzy",
    );
    expect(canonicalUrl("https://optika.example", "/catalog/linzy", 3)).toBe(
      "https://optika.example/catalog/linzy?page=3",
    );
  });

  it("never lets a //host path or a URL with a path put another host into the link", () => {
    expect(canonicalUrl("http://localhost:3000", "//evil.example/catalog/linzy")).toBe(
      "http://localhost:3000/evil.example/catalog/linzy",
    );
    expect(canonicalUrl("http://localhost:3000", "/\\evil.example/")).toBe(
      "http://localhost:3000/evil.example",
    );
    expect(canonicalUrl("http://localhost:3000/some/path?x=1", "/catalog")).toBe(
      "http://localhost:3000/catalog",
    );
  });
});
