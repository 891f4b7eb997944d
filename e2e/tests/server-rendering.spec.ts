// HTTP-level behaviour of the production servers: what a crawler or a script gets without
// running any JavaScript. These do not depend on the viewport, so they run in desktop projects.
import { expect, test } from "@playwright/test";

test.skip(
  ({ isMobile }) => isMobile,
  "HTTP-level checks do not depend on the viewport: desktop projects run them",
);

test("the filtered catalogue is server-rendered with only daily ACUVUE lenses and facet counts", async ({
  request,
}) => {
  const response = await request.get("/catalog/linzy/f/brand=acuvue/period=odnodnevnye");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="ru"');
  expect(html).toMatch(/<title>[^<]*ACUVUE[^<]*<\/title>/);
  expect(html).toMatch(
    /<link rel="canonical" href="[^"]*\/catalog\/linzy\/f\/brand=acuvue\/period=odnodnevnye"/,
  );
  for (const name of [
    "1-DAY ACUVUE MOIST",
    "ACUVUE OASYS 1-Day",
    "1-DAY ACUVUE TruEye",
    "1-DAY ACUVUE DEFINE",
  ]) {
    expect(html).toContain(name);
  }
  for (const other of ["Biofinity", "DAILIES", "AIR OPTIX", "ACUVUE OASYS with HYDRACLEAR"]) {
    expect(html).not.toContain(`>${other}`);
  }
  expect(html).toContain("Показано 1 - 6 из 6");
  // the other facets carry counts for the current selection
  expect(html).toMatch(/data-facet-value="odnodnevnye"/);
});

test("paths are normalised and non-canonical filters redirect once to the canonical URL", async ({
  request,
}) => {
  const upper = await request.get("/Catalog/Linzy/?page=2", { maxRedirects: 0 });
  expect(upper.status()).toBe(301);
  expect(
    new URL(upper.headers().location!, "http://x").pathname +
      new URL(upper.headers().location!, "http://x").search,
  ).toBe("/catalog/linzy?page=2");
  const reordered = await request.get("/catalog/linzy/f/period=odnodnevnye/brand=acuvue", {
    maxRedirects: 0,
  });
  expect(reordered.status()).toBe(301);
  expect(reordered.headers().location).toMatch(/\/catalog\/linzy\/f\/brand=acuvue\/period=odnodnevnye$/);
  const legacy = await request.get("/linzy/", { maxRedirects: 0 });
  expect(legacy.status()).toBe(301);
  expect(legacy.headers().location).toMatch(/\/catalog\/linzy$/);
});

test("unknown pages and filters answer 404 with the spec's texts and a link home", async ({ request }) => {
  for (const path of ["/no-such-page", "/catalog/linzy/f/brand=no-such-brand", "/product/no-such-product"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html).toContain("СТРАНИЦА НЕ НАЙДЕНА");
    expect(html).toContain("Страница не найдена");
    expect(html).toMatch(/<a[^>]+href="\/"/);
  }
});

test("bad API input through the site's /api proxy gets a 4xx with a clear message, never a 500", async ({
  request,
}) => {
  const cases = [
    ["/api/products/abc", 400],
    ["/api/catalog/categories/linzy/products?page=-1", 400],
    ["/api/catalog/categories/linzy/products?per_page=7", 400],
    ["/api/products/by-slug/no-such-product", 404],
  ] as const;
  for (const [path, status] of cases) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const body = await response.json();
    expect(typeof body.message, path).toBe("string");
    expect(body.message.length, path).toBeGreaterThan(5);
  }
});

test("the first visit gets a 60-day session cookie with the 'frnt' prefix", async ({ request }) => {
  const response = await request.get("/");
  const cookie = response
    .headersArray()
    .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("sessionToken="));
  expect(cookie?.value).toMatch(/^sessionToken=frnt[A-Za-z0-9_-]{22,}/);
  expect(cookie?.value).toMatch(/Max-Age=5184000/i);
});
