import { expect, test } from "@playwright/test";
import { answerShellQuestions } from "../support/shell-popups.ts";

// Decisions 0015 and 0046: the CSS of the page's routes arrives inside the HTML, so no stylesheet
// request stands between the document and the first paint, and no other page's rules are parsed;
// a client-side navigation links the new route's files React Router loaded before rendering it.

test.beforeEach(({ context, baseURL }) => answerShellQuestions(context, baseURL));

test("pages paint from the HTML alone: the CSS is inlined, no stylesheet is requested", async ({ page }) => {
  const stylesheets: string[] = [];
  const errors: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "stylesheet") stylesheets.push(r.url());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });

  const response = await page.goto("/catalog/linzy");
  const html = (await response?.text()) ?? "";
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  expect(html).toMatch(/<style id="site-css" data-inlined="[^"]+">[^<]{1000,}/);
  // only this page's routes: the product page's own file is not in the listing's HTML
  const inlined = html.match(/data-inlined="([^"]+)"/)?.[1]?.split(" ") ?? [];
  expect(inlined.some((file) => /\/assets\/root-[\w-]+\.css$/.test(file))).toBe(true);
  expect(inlined.some((file) => /\/assets\/CatalogListingView-[\w-]+\.css$/.test(file))).toBe(true);
  expect(inlined.some((file) => /\/assets\/ProductView-[\w-]+\.css$/.test(file))).toBe(false);
  // the base styles apply (the body font)
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toContainText("Контактные линзы");
  const fontFamily = await h1.evaluate((el) => getComputedStyle(el).fontFamily);
  expect(fontFamily).toContain("Inter");

  // the listing paints and hydrates without a stylesheet request
  await page.waitForLoadState("networkidle");
  expect(stylesheets).toEqual([]);
  // a client-side navigation to a route of another chunk keeps the inlined rules and links the new
  // route's files (decision 0046); lazily loaded parts (the lens purchase after hydration, dialogs
  // on first open) bring a file of their own (decision 0025)
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await page.locator('a[href^="/product/"]:visible').first().click();
  await page.waitForURL(/\/product\//);
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText("Контактные линзы");
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  const cssLength = await page.evaluate(() => document.getElementById("site-css")?.textContent?.length ?? 0);
  expect(cssLength).toBeGreaterThan(1000);
  expect(stylesheets.some((url) => /\/assets\/ProductView-[\w-]+\.css$/.test(url))).toBe(true);
  await expect(page.locator('head link[rel="stylesheet"][href*="/assets/ProductView-"]')).toHaveCount(1);
  // the product route's module CSS applies: its breadcrumb trail is a flex row
  const trail = page.getByRole("navigation", { name: "Навигационная цепочка" }).locator("ol, ul").first();
  expect(await trail.evaluate((el) => getComputedStyle(el).display)).toBe("flex");

  expect(errors).toEqual([]);
});
