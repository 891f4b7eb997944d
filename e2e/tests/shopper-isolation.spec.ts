// Two shoppers with their own sessions, cities (and carts, once GET /api/cart exists) request the
// same pages at the same time, again and again: the pages are cached per brand + city + URL and
// served to both (decision 0017), so each must still see only their own city and counts, and no
// page may carry anyone's session. HTTP-level and browser-level; viewport-independent.
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";

test.skip(({ isMobile }) => isMobile, "isolation does not depend on the viewport: desktop projects run it");

const PAGES = ["/catalog/linzy", "/product/1-day-acuvue-moist"];
const SHOPPERS = [
  { cityId: 2, city: "Москва", quantity: 1 },
  { cityId: 3, city: "Санкт-Петербург", quantity: 3 },
] as const;

type TShopper = (typeof SHOPPERS)[number] & { context: BrowserContext; session: string };

/** A browser context with a session issued by the API and its own city cookie. */
async function shopper(
  browser: import("@playwright/test").Browser,
  baseURL: string,
  s: (typeof SHOPPERS)[number],
): Promise<TShopper> {
  const context = await browser.newContext({ baseURL });
  const configs = await context.request.get("/api/configs");
  expect(configs.ok()).toBe(true);
  const session = (await context.cookies()).find((c) => c.name === "sessionToken")?.value;
  expect(session, "the API issues a session on GET /api/configs").toBeTruthy();
  await context.addCookies([{ name: "city_id", value: String(s.cityId), url: baseURL }]);
  return { ...s, context, session: session! };
}

function expectOwnPage(html: string, me: TShopper, others: TShopper[], path: string): void {
  expect(html, `${me.city} ${path}`).toContain(me.city);
  for (const other of others) {
    expect(html, `${me.city} sees ${other.city} on ${path}`).not.toContain(other.city);
    expect(html, `${me.city} ${path}`).not.toContain(other.session);
  }
  expect(html, `${me.city} ${path}`).not.toContain(me.session);
}

/** Puts `quantity` of a product into this shopper's cart through the API (§7: POST cart). */
async function fillCart(request: APIRequestContext, quantity: number): Promise<void> {
  const product = await request.get("/api/products/by-slug/1-day-acuvue-moist");
  expect(product.ok()).toBe(true);
  const { id } = (await product.json()) as { id: number };
  const found = await request.get(`/api/products/${id}/modifications`);
  const { modification } = (await found.json()) as { modification: { id: number } | null };
  const added = await request.post("/api/cart", {
    data: { product_id: id, modification_id: modification?.id, quantity },
  });
  expect(added.ok(), `POST /api/cart: ${added.status()} ${await added.text()}`).toBe(true);
}

/** The cart count this page's shell asked for (its own GET /api/cart), else asked from the page's context. */
async function cartCountOf(page: Page, path: string): Promise<number> {
  const fromShell = page
    .waitForResponse((r) => new URL(r.url()).pathname === "/api/cart" && r.request().method() === "GET", {
      timeout: 10_000,
    })
    .catch(() => null);
  await page.goto(path);
  const response = (await fromShell) ?? (await page.request.get("/api/cart"));
  return ((await response.json()) as { count: number }).count;
}

test("two shoppers of different cities asking for the same pages at once each get only their own", async ({
  browser,
  baseURL,
}) => {
  const shoppers = await Promise.all(SHOPPERS.map((s) => shopper(browser, baseURL!, s)));
  const othersOf = (me: TShopper) => shoppers.filter((s) => s !== me);

  // HTTP: bursts of interleaved requests, cold cache first, then from the cache
  for (let round = 0; round < 3; round++) {
    await Promise.all(
      PAGES.flatMap((path) =>
        [...shoppers, ...shoppers, ...shoppers].map(async (me) => {
          const response = await me.context.request.get(path);
          expect(response.status(), path).toBe(200);
          expectOwnPage(await response.text(), me, othersOf(me), path);
          // a shopper with a session keeps it: a page never hands out another one
          expect(
            response
              .headersArray()
              .filter((h) => h.name.toLowerCase() === "set-cookie" && /sessionToken=/.test(h.value)),
          ).toEqual([]);
        }),
      ),
    );
  }
  for (const me of shoppers) {
    expect((await me.context.cookies()).find((c) => c.name === "sessionToken")?.value).toBe(me.session);
  }

  // carts: each shopper's counts come from their own session, never from the shared HTML
  const cartProbe = await shoppers[0]!.context.request.get("/api/cart");
  if (cartProbe.status() === 404) {
    console.log(
      "GET /api/cart does not exist on this branch yet: cart counts not asserted (cities and sessions are)",
    );
  } else {
    for (const me of shoppers) await fillCart(me.context.request, me.quantity);
  }

  // browsers: both load the same pages at the same time and show their own city after hydration
  for (const path of PAGES) {
    const pages = await Promise.all(shoppers.map((me) => me.context.newPage()));
    // pages come from the cache: their inline scripts must still run (allowed by hash, decision 0017)
    const cspErrors: string[] = [];
    for (const page of pages) {
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
      });
    }
    const counts = await Promise.all(
      shoppers.map(async (me, i) => {
        const page = pages[i]!;
        const count = cartProbe.status() === 404 ? null : await cartCountOf(page, path);
        if (count === null) await page.goto(path);
        await expect(page.locator("body")).toContainText(me.city);
        await page.waitForFunction(
          () => "__reactRouterContext" in window && "__reactRouterRouteModules" in window,
        );
        for (const other of othersOf(me)) await expect(page.locator("body")).not.toContainText(other.city);
        return count;
      }),
    );
    if (cartProbe.status() !== 404) expect(counts).toEqual(shoppers.map((s) => s.quantity));
    expect(cspErrors, path).toEqual([]);
    await Promise.all(pages.map((page) => page.close()));
  }
  await Promise.all(shoppers.map((s) => s.context.close()));
});
