import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { clickUntil } from "../support/click-until.ts";

// Issue 8, City: the suggestion, the modal, the regional subdomains (spec §2, §4, §6, §7).
// Chromium resolves every *.localhost name to the loopback address, so msk.localhost:{port} reaches
// the same storefront, which decides the city from the subdomain (BASE_HOST=localhost by default).

/** The header's city button: in the server HTML on every viewport, shown from 992 px wide. */
function headerCity(page: Page) {
  return page.locator("[data-city-button]");
}

/** The mobile menu's 'Ваш город: …' line (rendered when the menu is first opened). */
function menuCityLine(page: Page) {
  return page.locator("dialog span:has(> strong)").filter({ hasText: "Ваш город" }).locator("strong");
}

/** The page's city as the page shows it (on a phone, in the opened menu). */
async function shownCity(page: Page, isMobile: boolean): Promise<string> {
  if (!isMobile) return (await headerCity(page).textContent())?.trim() ?? "";
  await clickUntil(
    () => page.getByRole("button", { name: "Открыть меню" }).click(),
    (timeout) => expect(page.getByRole("dialog")).toBeVisible({ timeout }),
  );
  const line = menuCityLine(page);
  await expect(line).toBeVisible();
  return (await line.textContent())?.trim() ?? "";
}

function cityHost(page: Page, subDomain: string): string {
  const url = new URL(page.url());
  return `${url.protocol}//${subDomain}.localhost:${url.port}`;
}

async function cityCookies(context: BrowserContext) {
  return (await context.cookies())
    .filter((c) => c.name === "city_id" || c.name === "accept_city")
    .map((c) => `${c.domain} ${c.name}=${c.value}`)
    .sort();
}

test.describe("city", () => {
  test("suggestion → 'Изменить' → search 'trfnthby' → another city: its subdomain with c=, showing that city", async ({
    page,
    context,
    isMobile,
  }) => {
    await page.goto("/catalog/opravy?sort=new");
    // the guess of GET /cities/current-by-ip: a loopback address is nowhere → the page's city
    const suggestion = page.getByRole("region", { name: "Ваш город Екатеринбург?" });
    await expect(suggestion).toBeVisible();
    await expect(suggestion.getByRole("button", { name: "Да" })).toBeVisible();
    await suggestion.getByRole("button", { name: "Изменить" }).click();

    const modal = page.getByRole("dialog", { name: "Выберите город" });
    await expect(modal).toBeVisible();
    await expect(suggestion).toBeHidden();
    await expect(modal.locator("[data-city-id]").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // favourites, then regions and cities: two stages on a phone, side by side on a desktop
    await expect(modal.getByRole("list", { name: "Популярные города" })).toContainText("Москва");
    if (isMobile) {
      await expect(modal.getByRole("list", { name: /^Города:/ })).toHaveCount(0);
      await modal.getByRole("button", { name: "Тюменская область" }).click();
      await expect(modal.getByRole("button", { name: "Все регионы" })).toBeFocused();
      await expect(modal.getByRole("list", { name: "Города: Тюменская область" })).toContainText("Тобольск");
      await expect(modal.getByRole("heading", { name: "Регионы" })).toHaveCount(0);
      await modal.getByRole("button", { name: "Все регионы" }).click();
      await expect(modal.getByRole("heading", { name: "Регионы" })).toBeVisible();
    } else {
      await expect(modal.getByRole("list", { name: "Города: Свердловская область" })).toBeVisible();
      await modal.getByRole("button", { name: "Тюменская область" }).click();
      await expect(modal.getByRole("list", { name: "Города: Тюменская область" })).toContainText("Тобольск");
      await expect(modal.getByRole("heading", { name: "Регионы" })).toBeVisible();
    }

    const search = modal.getByRole("searchbox", { name: "Поиск города" });
    await search.fill("trfnthby");
    const results = modal.getByRole("list", { name: "Найденные города" });
    await expect(results.getByRole("button")).toHaveText([
      "Екатеринбург (Свердловская область) — текущий город",
    ]);
    await search.fill("vjcrdf");
    await expectNoSeriousA11yViolations(page);
    await results.getByRole("button", { name: /^Москва \(/ }).click();

    await page.waitForURL(`${cityHost(page, "msk")}/catalog/opravy?sort=new&c=2`);
    // the arrival stores the choice on this host too; nothing is asked any more
    await expect.poll(() => cityCookies(context)).toContain("msk.localhost city_id=2");
    await expect(page.getByRole("region", { name: /^Ваш город/ })).toHaveCount(0);
    expect(await shownCity(page, isMobile)).toBe("Москва");
  });

  test("the server renders the subdomain's city whatever the cookie says; without a city host the cookie's", async ({
    page,
    context,
    isMobile,
  }) => {
    const port = new URL(test.info().project.use.baseURL ?? "").port;
    await context.addCookies([
      { name: "city_id", value: "2", domain: "chelyabinsk.localhost", path: "/" },
      { name: "city_id", value: "2", domain: "localhost", path: "/" },
    ]);
    // server HTML alone (no script runs): the city is decided before any JavaScript
    await context.route("**/*.js", (route) => route.abort());
    await page.goto(`http://chelyabinsk.localhost:${port}/`);
    expect(await headerCity(page).textContent()).toBe("Челябинск");
    await page.goto(`http://localhost:${port}/`);
    expect(await headerCity(page).textContent()).toBe("Москва");
    await page.goto(`http://tyumen.localhost:${port}/catalog/opravy`);
    expect(await headerCity(page).textContent()).toBe("Тюмень");
    await context.unroute("**/*.js");
    await page.goto(`http://chelyabinsk.localhost:${port}/`);
    expect(await shownCity(page, isMobile)).toBe("Челябинск");
  });

  test("a subdomain that names no city sends the shopper to the same page without it, for good", async ({
    page,
    request,
  }) => {
    const port = new URL(test.info().project.use.baseURL ?? "").port;
    await page.goto(`http://nosuch.localhost:${port}/catalog/opravy?sort=price_asc`);
    expect(page.url()).toBe(`http://localhost:${port}/catalog/opravy?sort=price_asc`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // one permanent redirect, from the server (a crawler sees it too)
    const answer = await request.get(`http://127.0.0.1:${port}/catalog/opravy`, {
      headers: { host: `www.localhost:${port}` },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toBe(`http://localhost:${port}/catalog/opravy`);
    // a city's own subdomain stays
    await page.goto(`http://msk.localhost:${port}/catalog/opravy`);
    expect(page.url()).toBe(`http://msk.localhost:${port}/catalog/opravy`);
  });

  test("the default city's own subdomain (ekb.) sends to the base host, its address; choosing it goes there at once", async ({
    page,
    request,
    context,
    isMobile,
  }) => {
    const port = new URL(test.info().project.use.baseURL ?? "").port;
    // one permanent redirect from the server, path and query kept: a crawler sees one host
    const answer = await request.get(`http://127.0.0.1:${port}/catalog/opravy?sort=price_asc`, {
      headers: { host: `ekb.localhost:${port}` },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toBe(`http://localhost:${port}/catalog/opravy?sort=price_asc`);
    // the base host answers itself: no loop
    const base = await request.get(`http://127.0.0.1:${port}/catalog/opravy`, {
      headers: { host: `localhost:${port}` },
      maxRedirects: 0,
    });
    expect(base.status()).toBe(200);

    // from another city, the modal's Екатеринбург leads straight to the base host with c=1
    await page.goto(`http://msk.localhost:${port}/catalog/opravy?sort=new`);
    const suggestion = page.getByRole("region", { name: "Ваш город Москва?" });
    await suggestion.getByRole("button", { name: "Изменить" }).click();
    const modal = page.getByRole("dialog", { name: "Выберите город" });
    await modal.getByRole("searchbox", { name: "Поиск города" }).fill("trfnthby");
    const redirects: string[] = [];
    page.on("response", (r) => {
      if (r.status() === 301) redirects.push(r.url());
    });
    await modal
      .getByRole("list", { name: "Найденные города" })
      .getByRole("button", { name: /^Екатеринбург \(/ })
      .click();
    await page.waitForURL(`http://localhost:${port}/catalog/opravy?sort=new&c=1`);
    expect(redirects).toEqual([]);
    await expect.poll(() => cityCookies(context)).toContain("localhost city_id=1");
    expect(await shownCity(page, isMobile)).toBe("Екатеринбург");
  });

  test("'Да' accepts the guess: accept_city and city_id are set and the question is not asked again", async ({
    page,
    context,
  }) => {
    const port = new URL(test.info().project.use.baseURL ?? "").port;
    await page.goto(`http://msk.localhost:${port}/`);
    // the guess: a loopback address is nowhere → this host's city; accepting it redirects likewise
    // (spec §4): the same page on this host with c={id}
    const suggestion = page.getByRole("region", { name: "Ваш город Москва?" });
    await expect(suggestion).toBeVisible();
    await suggestion.getByRole("button", { name: "Да" }).click();
    await page.waitForURL(`http://msk.localhost:${port}/?c=2`);
    await expect
      .poll(() => cityCookies(context))
      .toEqual(["msk.localhost accept_city=1", "msk.localhost city_id=2"]);
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("region", { name: /^Ваш город/ })).toHaveCount(0);
  });
});
