import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { clickUntil } from "../support/click-until.ts";

/** What each storefront's brand object says (app/brand.ts of each app). */
function brandOf(testInfo: TestInfo) {
  return testInfo.project.name.startsWith("partner")
    ? { name: "JJ Vision", themeColor: "#0a3f8f" }
    : { name: "Оптика", themeColor: "#0b6e66" };
}

test.describe("head: brand-visible names", () => {
  test("the home page's title, og:site_name and theme colour come from the brand", async ({
    page,
  }, testInfo) => {
    const brand = brandOf(testInfo);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(page).toHaveTitle(new RegExp(`— ${brand.name}$`));
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", brand.name);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", brand.themeColor);
    if (brand.name !== "Оптика") expect(await page.title()).not.toContain("Оптика");
  });

  test("a catalogue page's title ends with the brand's name", async ({ page }, testInfo) => {
    const brand = brandOf(testInfo);
    await page.goto("/catalog/opravy", { waitUntil: "domcontentloaded" });
    await expect(page).toHaveTitle(new RegExp(`^Оправы.* — ${brand.name}$`));
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", brand.name);
  });

  test("the 404 page has one heading and a title with the brand's name", async ({ page }, testInfo) => {
    const brand = brandOf(testInfo);
    const response = await page.goto("/no-such-page-here", { waitUntil: "domcontentloaded" });
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`Страница не найдена — ${brand.name}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading")).toHaveCount(1);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(/страница не найдена/i);
    // spec §2: the 404 page shows 'СТРАНИЦА НЕ НАЙДЕНА'
    await expect(main.getByRole("heading", { level: 1 })).toHaveCSS("text-transform", "uppercase");
    await expect(main.getByText(/страница не найдена/i)).toHaveCount(1);
    // as the shopper reads it, and the way back home
    expect(await main.getByRole("heading", { level: 1 }).innerText()).toBe("СТРАНИЦА НЕ НАЙДЕНА");
    await expect(main.locator('a[href="/"]')).toHaveCount(1);
  });
});

test("the self-hosted Inter font is preloaded and used", async ({ page }) => {
  await page.goto("/", { waitUntil: "load" });
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute("href", /inter-site-wght-normal.*\.woff2$/);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"', "Каталог")))
    .toBe(true);
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(family).toMatch(/^"Inter Variable"/);
});

test("the footer links to the vacancies page once", async ({ page }) => {
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("contentinfo").locator('a[href="/vakansii"]')).toHaveCount(1);
});

test("on the home page the logo shows once the header is fixed (past 300 px)", async ({ page }) => {
  await page.goto("/", { waitUntil: "load" });
  const logo = page.locator("[data-header-logo] a[data-site-logo]");
  await expect(logo).toBeHidden();
  // meanwhile the first screen still names the brand: the hero carries its logo
  const heroLogo = page.getByRole("main").getByRole("img", { name: /^(Оптика|JJ Vision)$/ });
  await expect(heroLogo).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 200));
  await page.waitForTimeout(300);
  await expect(logo).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 450));
  await expect(logo).toBeVisible();
  await page.goto("/catalog/opravy", { waitUntil: "domcontentloaded" });
  await expect(page.locator("[data-header-logo] a[data-site-logo]")).toBeVisible();
});

test.describe("mobile menu", () => {
  test.skip(({ isMobile }) => !isMobile, "the burger menu is for phones");

  test("opens as a modal dialog, lists each category once, closes on Escape with focus back", async ({
    page,
  }) => {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const burger = page.getByRole("button", { name: "Открыть меню" });
    const dialog = page.getByRole("dialog", { name: "Меню" });
    await clickUntil(
      () => burger.click(),
      (timeout) => expect(dialog).toBeVisible({ timeout }),
    );
    // showModal(): in the top layer, the rest of the page inert
    expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
    await expect(dialog.getByRole("button", { name: "Закрыть меню" })).toBeFocused();

    // the menu's navigation links (the appointment and call-back buttons may share the quick request page)
    const hrefs = await dialog
      .locator("nav")
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    const repeated = hrefs.filter((href, index) => hrefs.indexOf(href) !== index);
    expect(repeated).toEqual([]);
    const tiles = dialog.getByRole("navigation", { name: "Каталог" });
    for (const path of ["/catalog/linzy", "/catalog/opravy", "/catalog/aksessuary"]) {
      await expect(tiles.locator(`a[href="${path}"]`)).toHaveCount(1);
    }
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(burger).toBeFocused();
    await expect(burger).toHaveAttribute("aria-expanded", "false");
  });

  test("a category tile navigates and closes the menu", async ({ page }) => {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const dialog = page.getByRole("dialog", { name: "Меню" });
    await clickUntil(
      () => page.getByRole("button", { name: "Открыть меню" }).click(),
      (timeout) => expect(dialog).toBeVisible({ timeout }),
    );
    await dialog.getByRole("navigation", { name: "Каталог" }).locator('a[href="/catalog/opravy"]').click();
    await expect(page).toHaveURL(/\/catalog\/opravy$/);
    await expect(dialog).toBeHidden();
  });
});

test.describe("desktop category shortcuts", () => {
  test.skip(({ isMobile }) => isMobile, "the shortcuts row is for wide screens");

  /** Every category shortcut is either on the bar's one row or listed under 'Ещё' — never lost. */
  async function expectNoShortcutLost(page: Page, expectMore: boolean) {
    const nav = page.getByRole("navigation", { name: "Популярные разделы" });
    const more = nav.getByRole("button", { name: "Ещё" });
    const row = () =>
      nav
        .locator("ul")
        .first()
        .evaluate((list) => {
          const items = [...list.children] as HTMLElement[];
          const top = items[0]?.offsetTop ?? 0;
          const href = (li: HTMLElement) => li.querySelector("a")?.getAttribute("href") ?? "";
          const shownItems = items.filter((li) => li.offsetTop === top && !li.hasAttribute("data-wrapped"));
          return {
            all: items.map(href),
            shown: shownItems.map(href),
            // a link left in the bar is whole, not cut off at its right edge (the list is their offset parent)
            cut: shownItems.filter((li) => li.offsetLeft + li.offsetWidth > list.clientWidth + 1).map(href),
          };
        });
    // until hydration measures the row, the links that wrap are just clipped: wait for 'Ещё'
    await expect
      .poll(async () => {
        const { all, shown } = await row();
        return shown.length === all.length || (await more.isVisible());
      })
      .toBe(true);
    if (expectMore) await expect(more).toBeVisible();
    const { all, shown, cut } = await row();
    expect(cut).toEqual([]);
    let inMore: string[] = [];
    if (await more.isVisible()) {
      await more.click();
      const list = page.locator(`#${await more.getAttribute("aria-controls")}`);
      await expect(list).toBeVisible();
      inMore = await list.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
      await expect(list.locator("a").first()).toBeVisible();
    }
    // with room, the bar shows some; on a narrow desktop they may all be under 'Ещё'
    if (!expectMore) expect(shown.length).toBeGreaterThan(0);
    expect([...shown, ...inMore].sort()).toEqual([...all].sort());
    return { shown, inMore };
  }

  test("at 1280 px no shortcut is silently hidden", async ({ page }) => {
    await page.goto("/catalog/opravy", { waitUntil: "load" });
    await expectNoShortcutLost(page, false);
  });

  test("on a narrower desktop 'Ещё' reveals the shortcuts that did not fit", async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto("/catalog/opravy", { waitUntil: "load" });
    const { inMore } = await expectNoShortcutLost(page, true);
    expect(inMore.length).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
  });
});
