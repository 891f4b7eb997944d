// Cart and wishlist in the browser (issue 9, client half; decision 0024): the product card's counter
// and heart, /cart with the server's lines and totals, /wishlist, and the header badges rendered by
// the server from the API's count cookies — on both brands, desktop and 390×844.
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { clickUntil } from "../support/click-until.ts";
import { answerShellQuestions } from "../support/shell-popups.ts";

test.beforeEach(async ({ context, baseURL }) => {
  await answerShellQuestions(context, baseURL);
});

/** The visible header badge of a header link ('/cart', '/wishlist'). */
function badge(page: Page, href: string): Locator {
  return page.locator(`header a[href="${href}"] [data-testid="icon-button-count"]`).filter({ visible: true });
}

/** The count the server rendered into a page's header for a link, or 0 (the HTML as sent). */
async function serverBadge(request: APIRequestContext, path: string, href: string): Promise<number> {
  const html = await (await request.get(path)).text();
  const link = html.match(new RegExp(`<a[^>]*href="${href}"[^>]*>([\\s\\S]*?)</a>`));
  const count = link?.[1]?.match(/data-testid="icon-button-count"><span aria-hidden="true">(\d+)</);
  return count ? Number(count[1]) : 0;
}

const digits = (text: string | null) => (text ?? "").replace(/\D/g, "");
/** "1 990 ₽" of kopecks, as digits (the page formats with no-break spaces). */
const rubles = (kopecks: number) => String(Math.round(kopecks / 100));

test("a product without options: added from the listing, counted up, down to 0 removes it; the server renders the badge", async ({
  page,
}) => {
  await page.goto("/catalog/aksessuary");
  const id = await page
    .locator("article[data-product-id]")
    .filter({ has: page.getByRole("button", { name: "В корзину" }) })
    .first()
    .getAttribute("data-product-id");
  const card = page.locator(`article[data-product-id="${id}"]`);
  const name = (await card.getByRole("heading").textContent())?.trim() ?? "";
  await clickUntil(
    () => card.getByRole("button", { name: "В корзину" }).click(),
    async (timeout) => {
      await expect(card.locator("[data-quantity]")).toHaveText("1", { timeout });
    },
  );
  await expect(page.getByText("Товар добавлен в корзину")).toBeVisible();
  await expect(badge(page, "/cart")).toHaveText(/^1/);

  await card.getByRole("button", { name: `Увеличить количество: ${name}` }).click();
  await expect(card.locator("[data-quantity]")).toHaveText("2");
  await expect(badge(page, "/cart")).toHaveText(/^2/);
  // the HTML as the server sends it, for this shopper (cookies of the page's context)
  await expect.poll(() => serverBadge(page.request, "/catalog/aksessuary", "/cart")).toBe(2);
  await page.reload();
  await expect(badge(page, "/cart")).toHaveText(/^2/);

  const stepper = card.locator("[data-quantity-stepper]");
  await expect(stepper.locator("[data-quantity]")).toHaveText("2");
  await stepper.getByRole("button", { name: /^Уменьшить количество/ }).click();
  await expect(stepper.locator("[data-quantity]")).toHaveText("1");
  await stepper.getByRole("button", { name: /^Убрать из корзины/ }).click();
  await expect(card.getByRole("button", { name: "В корзину" })).toBeVisible();
  await expect(badge(page, "/cart")).toHaveCount(0);
  const cart = await (await page.request.get("/api/cart")).json();
  expect(cart.count).toBe(0);
  await expect.poll(() => serverBadge(page.request, "/catalog/aksessuary", "/cart")).toBe(0);
});

test("the wishlist heart persists across a reload, lists the product on /wishlist, and removes it there", async ({
  page,
}) => {
  await page.goto("/catalog/linzy");
  const card = page.locator("article[data-product-id]").first();
  const name = (await card.getByRole("heading").textContent())?.trim() ?? "";
  const heart = card.locator("[data-wishlist-toggle]");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await clickUntil(
    () => heart.click(),
    async (timeout) => {
      await expect(heart).toHaveAttribute("aria-pressed", "true", { timeout });
    },
  );
  await expect(badge(page, "/wishlist")).toHaveText(/^1/);
  // the badge is optimistic: a reload before the server has saved the product would abort the save
  await expect.poll(() => serverBadge(page.request, "/catalog/linzy", "/wishlist")).toBe(1);

  await page.reload();
  await expect(
    page.locator("article[data-product-id]").first().locator("[data-wishlist-toggle]"),
  ).toHaveAttribute("aria-pressed", "true");
  expect(await serverBadge(page.request, "/catalog/linzy", "/wishlist")).toBe(1);

  await page.goto("/wishlist");
  await expect(page.getByRole("heading", { level: 1, name: "Избранное" })).toBeVisible();
  const saved = page.locator("article[data-product-id]");
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole("heading")).toHaveText(name);
  // opened by its address, the page shows the heart of a saved product as saved (it showed an
  // empty heart whose click still removed the product)
  await expect(saved.locator("[data-wishlist-toggle]")).toHaveAttribute("aria-pressed", "true");
  await expectNoSeriousA11yViolations(page);
  await clickUntil(
    () => saved.locator("[data-wishlist-toggle]").click(),
    async (timeout) => {
      await expect(page.getByText("В избранном пока ничего нет")).toBeVisible({ timeout });
    },
  );
  await expect(page.getByRole("link", { name: "Каталог линз" })).toBeVisible();
  await expect(badge(page, "/wishlist")).toHaveCount(0);
});

test("/cart shows each eye's parameters and the server's totals; quantity and removal follow the server; /cart_old redirects", async ({
  page,
}) => {
  const empty = await page.request.get("/cart_old", { maxRedirects: 0 });
  expect(empty.status()).toBe(301);
  expect(empty.headers().location).toMatch(/\/cart$/);

  await page.goto("/cart");
  await expect(page.getByText("В корзине пока пусто")).toBeVisible();
  await expect(page.getByRole("link", { name: "Каталог линз" })).toHaveAttribute("href", "/catalog/linzy");

  // a toric lens, a different modification per eye (what quick-buy sends), through the API
  const listing = await (
    await page.request.get("/api/catalog/categories/linzy/products?filters=type=toricheskie&per_page=30")
  ).json();
  type TCard = { id: number; slug: string };
  let toric: { id: number; mods: number[] } | null = null;
  for (const product of listing.products as TCard[]) {
    const full = await (await page.request.get(`/api/products/by-slug/${product.slug}`)).json();
    const inStock = (full.modifications ?? []).filter((m: { quantity: number }) => m.quantity > 1);
    if (inStock.length >= 2) {
      toric = { id: full.id, mods: inStock.slice(0, 2).map((m: { id: number }) => m.id) };
      break;
    }
  }
  expect(toric, "a toric lens with two stocked modifications").not.toBeNull();
  for (const [i, eye] of (["right", "left"] as const).entries()) {
    const added = await page.request.post("/api/cart", {
      data: { product_id: toric!.id, modification_id: toric!.mods[i], quantity: 1, options: { eye } },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }

  await page.goto("/cart");
  const lines = page.locator("[data-cart-line]");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(/Правый глаз|Левый глаз/);
  await expect(page.getByText("Правый глаз")).toBeVisible();
  await expect(page.getByText("Левый глаз")).toBeVisible();
  await expect(lines.nth(0)).toContainText("Цилиндр");
  await expect(lines.nth(0)).toContainText("Ось");
  await expect(page.getByRole("link", { name: "Оформить заказ" })).toHaveAttribute("href", "/checkout");
  await expect(badge(page, "/cart")).toHaveText(/^2/);
  await expectNoSeriousA11yViolations(page);

  const serverCart = async () => (await page.request.get("/api/cart")).json();
  const total = page.locator("[data-cart-total]");
  expect(digits(await total.textContent())).toBe(rubles((await serverCart()).total));
  await expect(page.locator("[data-cart-bonus]")).toContainText(/бонус/);

  await lines
    .nth(0)
    .getByRole("button", { name: /^Увеличить количество/ })
    .click();
  await expect(lines.nth(0).locator("[data-quantity]")).toHaveText("2");
  await expect.poll(async () => (await serverCart()).count).toBe(3);
  await expect.poll(async () => digits(await total.textContent())).toBe(rubles((await serverCart()).total));
  await expect(badge(page, "/cart")).toHaveText(/^3/);

  await lines
    .nth(1)
    .getByRole("button", { name: /^Удалить из корзины/ })
    .click();
  await expect(lines).toHaveCount(1);
  await expect.poll(async () => (await serverCart()).count).toBe(2);
  await expect.poll(async () => digits(await total.textContent())).toBe(rubles((await serverCart()).total));
});
