import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";

const isPhone = (testInfo: TestInfo) => testInfo.project.name.endsWith("mobile");

/** Opens a page and waits until its scripts have run (the sheet and 'Показать ещё' need them). */
async function openHydrated(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
}

const results = (page: Page) => page.getByRole("region", { name: /^Товары/ });
const cards = (page: Page) => results(page).locator("article[data-product-id]");
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test("phone filter sheet: pending choice with a live count, apply keeps the scroll, reset and close", async ({
  page,
}, testInfo) => {
  test.skip(!isPhone(testInfo), "the sheet is the phone's filter; desktop has the sidebar");
  await openHydrated(page, "/catalog/opravy");
  await expect(page.getByRole("complementary", { name: "Фильтры" })).toBeHidden();
  const open = page.getByRole("link", { name: /^Фильтры/ });
  await expect(open).toBeVisible();

  // Scrolled down so that the open button sits at the top of the screen (still visible: a tap
  // needs no scrolling), with the heading above it out of view.
  await open.evaluate((link) => window.scrollTo(0, link.getBoundingClientRect().top + window.scrollY - 8));
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(100);
  await open.click();
  expect(await scrollY(page)).toBe(before);
  const sheet = page.getByRole("dialog", { name: "Фильтры" });
  await expect(sheet).toBeVisible();
  const apply = sheet.getByRole("link", { name: /^Показать/ });
  await expect(apply).toHaveText("Показать 144 товара");
  await expectNoSeriousA11yViolations(page);

  // A tick is pending: the URL stays, the count is fetched for the pending choice.
  const women = sheet.getByRole("checkbox", { name: /^Женские/ });
  await women.click();
  await expect(women).toHaveAttribute("aria-checked", "true");
  await expect(page).toHaveURL(/\/catalog\/opravy$/);
  await expect(apply).not.toHaveText("Показать 144 товара");
  await expect(apply).toHaveText(/^Показать \d+ товар/);
  const shown = Number((await apply.innerText()).match(/\d+/)?.[0]);
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(144);
  await page.screenshot({ path: testInfo.outputPath("filter-sheet.png") });

  await apply.click();
  await expect(page).toHaveURL(/\/catalog\/opravy\/f\/gender=zhenskie$/);
  await expect(sheet).toBeHidden();
  await expect(page.getByText(`Показано 1 - ${Math.min(30, shown)} из ${shown}`)).toBeVisible();
  // Not back at the top: the view stays where it was (scroll anchoring may shift it by a changed heading).
  expect(Math.abs((await scrollY(page)) - before)).toBeLessThan(120);
  await expect(open).toHaveAccessibleName(/Фильтры.*выбрано: 1/);

  // 'Сбросить' clears the pending choice; closing discards it and keeps the applied filter.
  await open.click();
  await expect(sheet.getByRole("checkbox", { name: /^Женские/ })).toHaveAttribute("aria-checked", "true");
  await sheet.getByRole("link", { name: "Сбросить" }).click();
  await expect(sheet.getByRole("checkbox", { checked: true })).toHaveCount(0);
  await expect(apply).toHaveText("Показать 144 товара");
  await sheet.getByRole("link", { name: "Закрыть фильтры" }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/catalog\/opravy\/f\/gender=zhenskie$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone's sheet opens through its link and a value is a plain filter link", async ({
    page,
  }, testInfo) => {
    test.skip(!isPhone(testInfo), "the sheet is the phone's filter");
    await page.goto("/catalog/opravy", { waitUntil: "domcontentloaded" });
    await page.getByRole("link", { name: /^Фильтры/ }).click();
    await expect(page).toHaveURL(/#catalog-filter-sheet$/);
    const sheet = page.locator("#catalog-filter-sheet");
    await expect(sheet).toBeVisible();
    await sheet.getByRole("checkbox", { name: /^Женские/ }).click();
    await expect(page).toHaveURL(/\/catalog\/opravy\/f\/gender=zhenskie$/);
    await expect(page.getByText("Показано 1 - 30 из 42")).toBeVisible();
  });
});

test("desktop sidebar: a tick applies without jumping to the top, 'Сбросить все' clears", async ({
  page,
}, testInfo) => {
  test.skip(isPhone(testInfo), "phones use the sheet");
  await openHydrated(page, "/catalog/opravy");
  const sidebar = page.getByRole("complementary", { name: "Фильтры" });
  await expect(sidebar).toBeVisible();
  await expect(page.getByRole("link", { name: /^Фильтры/ })).toBeHidden();
  await expect(sidebar.getByRole("link", { name: "Сбросить все" })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 200));
  await sidebar.getByRole("checkbox", { name: /^Женские/ }).click();
  await expect(page).toHaveURL(/\/catalog\/opravy\/f\/gender=zhenskie$/);
  expect(await scrollY(page)).toBeGreaterThan(100);
  await sidebar.getByRole("link", { name: "Сбросить все" }).click();
  await expect(page).toHaveURL(/\/catalog\/opravy$/);
  await expect(page.getByText("Показано 1 - 30 из 144")).toBeVisible();
});

test("'Показать ещё' appends the next page, records the range, and a reload renders the same range", async ({
  page,
  request,
}) => {
  await openHydrated(page, "/catalog/opravy");
  await expect(cards(page)).toHaveCount(30);
  const firstId = await cards(page).first().getAttribute("data-product-id");
  const more = page.getByRole("link", { name: "Показать ещё" });
  await more.scrollIntoViewIfNeeded();
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(500);

  await more.click();
  await expect(page).toHaveURL(/\/catalog\/opravy\?from=1&page=2$/);
  await expect(cards(page)).toHaveCount(60);
  await expect(cards(page).first()).toHaveAttribute("data-product-id", firstId ?? "");
  await expect(page.getByText("Показано 1 - 60 из 144")).toBeVisible();
  expect(await scrollY(page)).toBeGreaterThan(before / 2);

  await page.reload({ waitUntil: "domcontentloaded" });
  await expect(cards(page)).toHaveCount(60);
  await expect(cards(page).first()).toHaveAttribute("data-product-id", firstId ?? "");
  await expect(page.getByText("Показано 1 - 60 из 144")).toBeVisible();

  // Crawlers and visitors without JavaScript: ?page=N is still one page, rendered by the server.
  const html = await (await request.get("/catalog/opravy?page=2")).text();
  expect(html.match(/<article[^>]*data-product-id=/g)?.length).toBe(30);
  expect(html).toContain("Показано 31 - 60 из 144");
});

test("lens page: the characteristics never overlap, the manufacturer is listed once, price per lens and the MyACUVUE offer", async ({
  page,
}, testInfo) => {
  await page.goto("/product/1-day-acuvue-moist", { waitUntil: "domcontentloaded" });
  const table = page.locator("section", { has: page.getByRole("heading", { name: "Характеристики" }) });
  const rows = table.locator("dl > div");
  expect(await rows.count()).toBeGreaterThan(5);
  for (const row of await rows.all()) {
    const name = await row.locator("dt").boundingBox();
    const value = await row.locator("dd").boundingBox();
    if (!name || !value) throw new Error("a characteristic without a box");
    const overlaps =
      name.x < value.x + value.width &&
      value.x < name.x + name.width &&
      name.y < value.y + value.height &&
      value.y < name.y + name.height;
    expect(overlaps, `${await row.locator("dt").innerText()} overlaps its value`).toBe(false);
  }
  await expect(table.locator("dt", { hasText: /^Кислородопроницаемость/ })).toHaveCount(1);
  await expect(table.locator("dt", { hasText: "Производитель" })).toHaveCount(1);

  const main = page.getByRole("main");
  await expect(main.getByText("66,33 ₽ за линзу")).toBeVisible();
  await expect(main.getByText("в упаковке 30 линз")).toBeVisible();
  const offer = page.getByRole("complementary", { name: "Предложение MyACUVUE" });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText("цена для участников MyACUVUE");
  await expect(offer).toContainText("Цена магазина указана выше");
  // The promotion is no second price: no 'Промо-цена' label anywhere (its description may use the word).
  await expect(main.getByText(/^Промо-цена:?$/)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("lens-page.png"), fullPage: false });
  await page.getByRole("heading", { name: "Характеристики" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("lens-characteristics.png") });

  await page.goto("/catalog/linzy", { waitUntil: "domcontentloaded" });
  await expect(
    cards(page)
      .first()
      .getByText(/за линзу$/),
  ).toBeVisible();
});

test("gift certificates show no store stock", async ({ page }, testInfo) => {
  await page.goto("/product/podarochnyy-sertifikat-5000", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1 })).toContainText("сертификат");
  await expect(page.getByRole("main").getByText(/\d+\s*шт\./)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Наличие в салонах" })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("certificate.png"), fullPage: true });
  await page.goto("/sertifikaty", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("main").getByText(/\d+\s*шт\./)).toHaveCount(0);
});
