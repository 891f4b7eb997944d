import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const packageJson = JSON.parse(readFileSync(join(import.meta.dirname, "..", "package.json"), "utf8")) as {
  exports: Record<string, string>;
};

/** The seams other packages rely on (docs/seams.md), by the subpath that exports them. */
const SEAMS: Record<string, string[]> = {
  "./money": ["formatNumber", "formatPrice", "pricePerLens"],
  "./language": ["pluralRu", "nameInitials"],
  "./catalog": ["parseFilterSegments", "serializeFilterSegments", "catalogPath", "productHref"],
  "./pagination": ["pageCount", "shownRangeText", "paginationItems", "pageHref"],
  "./images": ["buildImageSet", "buildImageUrl", "parseImageModifier"],
  "./urls": ["normalizePath", "resolveLegacyRedirect", "safeReturnPath"],
  "./geo": ["subDomainOfHost"],
};

describe("public surface of @optika/domain: one subpath per topic", () => {
  it("has no catch-all entry", () => {
    expect(packageJson.exports["."]).toBeUndefined();
  });
  it.each(Object.entries(packageJson.exports))(
    "%s points at a module that exports something",
    async (_, file) => {
      const module = (await import(join(import.meta.dirname, "..", file))) as Record<string, unknown>;
      expect(Object.keys(module).length).toBeGreaterThan(0);
    },
  );
  it.each(Object.entries(SEAMS))("%s exports the seam functions", async (subpath, names) => {
    const file = packageJson.exports[subpath];
    expect(file, subpath).toBeDefined();
    const module = (await import(join(import.meta.dirname, "..", file as string))) as Record<string, unknown>;
    for (const name of names) expect(typeof module[name], `${subpath} ${name}`).toBe("function");
  });
  it("exports the seam constants", async () => {
    const commerce = await import("./commerce/index.ts");
    const pagination = await import("./pagination/index.ts");
    expect(commerce.BONUS_FORMS).toEqual(["бонус", "бонуса", "бонусов"]);
    expect(pagination.PER_PAGE_OPTIONS).toEqual([30, 60, 90, 120]);
    expect(pagination.DEFAULT_PER_PAGE).toBe(30);
  });
});
