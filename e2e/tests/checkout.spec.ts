// Checkout (issue 11, the page; decision 0035): a two-eye lens cart goes through /checkout on both
// brands, desktop and 390×844 — pickup at a clinic paid online lands on the payment step, courier
// paid on receipt on the order's thank-you page; an empty cart shows the way to the catalogue.
import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { answerShellQuestions } from "../support/shell-popups.ts";

const LENS = "1-day-acuvue-moist";

test.beforeEach(({ context, baseURL }) => answerShellQuestions(context, baseURL));
// the shared 2-core machine runs several suites at once
test.describe.configure({ timeout: 240_000 });

type TProduct = { id: number; modifications: { id: number; quantity: number }[] };

/** One pack for the right eye and one for the left, of two in-stock modifications (the cart API, as the lens purchase posts). */
async function fillTwoEyeLensCart(page: Page) {
  const product = (await (await page.request.get(`/api/products/by-slug/${LENS}`)).json()) as TProduct;
  const inStock = [...product.modifications].sort((a, b) => b.quantity - a.quantity).slice(0, 2);
  expect(inStock).toHaveLength(2);
  for (const [modification, eye] of [
    [inStock[0], "right"],
    [inStock[1], "left"],
  ] as const) {
    const answer = await page.request.post("/api/cart", {
      data: { product_id: product.id, modification_id: modification?.id, quantity: 1, options: { eye } },
    });
    expect(answer.status()).toBe(200);
  }
}

/** The page, hydrated (the saved-addresses and bonuses calls start after hydration). */
async function openCheckout(page: Page) {
  const bonuses = page.waitForResponse((r) => r.url().includes("/api/bonuses/bonuses"));
  await page.goto("/checkout");
  await bonuses;
  await expect(page.getByRole("heading", { level: 1, name: "Оформление заказа" })).toBeVisible();
}

async function fillContacts(page: Page) {
  await page.getByLabel("Имя").fill("Анна Петрова");
  const phone = page.getByLabel("Телефон");
  await phone.click();
  await phone.pressSequentially("9123456789");
  await expect(phone).toHaveValue("+7 (912) 345 67 89");
  await page.getByLabel("Электронная почта").fill("anna@example.ru");
}

test("an empty cart: a friendly way to the catalogue", async ({ page }) => {
  await page.goto("/checkout");
  await expect(page.getByText("Корзина пуста")).toBeVisible();
  await expect(page.getByRole("link", { name: "Перейти в каталог" })).toHaveAttribute("href", "/catalog");
});

test("a two-eye lens cart: pickup at a clinic, paid online → the payment step", async ({
  page,
}, testInfo) => {
  await fillTwoEyeLensCart(page);
  await openCheckout(page);
  const summary = page.getByRole("complementary");
  await expect(summary.locator("[data-summary-line]")).toHaveCount(2);
  await expect(summary).toContainText("Правый глаз");
  await expect(summary).toContainText("Левый глаз");

  await fillContacts(page);
  await expect(page.getByRole("radio", { name: "Самовывоз" })).toBeChecked();
  // a clinic of the chain, from the list (the map is optional)
  const clinic = page.locator("[data-point]").filter({ hasText: "Клиника" }).first();
  await clinic.click();
  await expect(page.locator("[data-chosen-point]")).toBeVisible();
  await page.locator('input[name="payment"][value="online"]').check();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath("checkout-pickup.png"), fullPage: true });

  await page.getByRole("button", { name: "Оформить заказ" }).click();
  await expect(page).toHaveURL(/\/(checkout\/process|order\/payment)\/[A-Za-z0-9_-]+/, { timeout: 30_000 });
  const cart = (await (await page.request.get("/api/cart")).json()) as { count: number };
  expect(cart.count).toBe(0);
});

test("a two-eye lens cart: courier to an address from the suggestions, paid on receipt → the order's thank-you page", async ({
  page,
}) => {
  await fillTwoEyeLensCart(page);
  await openCheckout(page);
  await fillContacts(page);
  await page.getByRole("radio", { name: "Доставка курьером" }).check();

  // keyboard only: type, arrow to the first suggestion, Enter
  const address = page.getByRole("combobox", { name: "Адрес доставки" });
  await address.click();
  await address.pressSequentially("Малышева", { delay: 30 });
  await expect(page.getByRole("option").first()).toBeVisible({ timeout: 15_000 });
  await address.press("ArrowDown");
  await address.press("Enter");
  await expect(address).not.toHaveValue("Малышева");
  await expect(page.locator('[data-calculation="done"]')).toBeVisible({ timeout: 15_000 });
  await page.getByLabel("Квартира / офис").fill("12");
  await page.getByLabel("Подъезд").fill("2");
  await page.locator('input[name="payment"][value="on-receipt"]').check();
  await expect(page.locator('[data-summary="delivery"]')).not.toContainText("—");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Оформить заказ" }).click();
  await expect(page).toHaveURL(/\/order\/success\/[A-Za-z0-9_-]+/, { timeout: 30_000 });
});

test("a submission without a point stops with an announced message", async ({ page }) => {
  await fillTwoEyeLensCart(page);
  await openCheckout(page);
  await fillContacts(page);
  await page.getByRole("button", { name: "Оформить заказ" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Выберите пункт выдачи" })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
});
