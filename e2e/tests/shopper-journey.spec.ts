import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";

/** Ticks a facet value: in the sidebar on desktop, through the filter sheet and its apply button on a phone. */
async function chooseFacet(page: Page, label: RegExp) {
  const openSheet = page.getByRole("link", { name: /^Фильтры/ });
  if (await openSheet.isVisible()) {
    await openSheet.click();
    const sheet = page.getByRole("dialog", { name: "Фильтры" });
    await sheet.getByRole("checkbox", { name: label }).click();
    // The label reads 'Считаем товары…' until the count of the pending choice arrives.
    const apply = sheet.getByRole("link", { name: /^(Показать|Считаем)/ });
    await expect(apply).toHaveText(/^Показать \d+/);
    await apply.click();
    return;
  }
  await page.getByRole("complementary", { name: "Фильтры" }).getByRole("checkbox", { name: label }).click();
}

test("home → catalogue → two filters → page 2 → product with price, parameters and stock", async ({
  page,
}) => {
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole("main")
    .getByRole("link", { name: /^Оправы/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/catalog\/opravy$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Оправы");
  await expectNoSeriousA11yViolations(page);

  await chooseFacet(page, /Ободковые/);
  await expect(page).toHaveURL(/\/catalog\/opravy\/f\/frame_type=obodkovye$/);
  await chooseFacet(page, /Женские/);
  await expect(page).toHaveURL(/\/catalog\/opravy\/f\/frame_type=obodkovye\/gender=zhenskie$/);
  await expect(page.getByText("Показано 1 - 30 из 36")).toBeVisible();

  await page.getByRole("link", { name: "Страница 2" }).click();
  await expect(page).toHaveURL(/\/catalog\/opravy\/f\/frame_type=obodkovye\/gender=zhenskie\?page=2$/);
  await expect(page.getByText("Показано 31 - 36 из 36")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const products = page.getByRole("region", { name: /^Товары/ });
  const firstProduct = products.locator('a[href^="/ochki/"]').first();
  const href = await firstProduct.getAttribute("href");
  expect(href).toMatch(/^\/ochki\/[a-z0-9-]+$/);
  await firstProduct.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  await expect(page.getByRole("main").getByText(/\d\s₽/).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Характеристики" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Наличие в салонах" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a lens product shows its parameter grid and its stock in the city's clinics", async ({ page }) => {
  await page.goto("/catalog/linzy/f/brand=acuvue/period=odnodnevnye", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1 })).toContainText("ACUVUE");
  await page
    .getByRole("region", { name: /^Товары/ })
    .getByRole("link", { name: /1-DAY ACUVUE MOIST$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/product\/1-day-acuvue-moist$/);
  // the lens purchase (its parameter groups) loads in the browser after hydration (decision 0025)
  await expect(page.getByRole("group", { name: /Оптическая сила \(Сфера\)/ }).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole("group", { name: /Радиус кривизны/ }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Наличие в салонах" })).toBeVisible();
  await expect(page.getByText(/бонус/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
