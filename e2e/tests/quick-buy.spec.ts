import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { typePhone } from "../support/phone-field.ts";
import { answerShellQuestions } from "../support/shell-popups.ts";

/** A toric lens of the seed: sphere, base curve (one), cylinder, axis, pack (one). */
const TORIC = "acuvue-oasys-for-astigmatism";
const SPHERE = "Оптическая сила (Сфера)";
const CYLINDER = "Оптическая сила (Цилиндр)";
const AXIS = "Ось";

test.beforeEach(({ context, baseURL }) => answerShellQuestions(context, baseURL));
// about 30 s each on a quiet machine; the shared 2-core machine runs several suites at once
test.describe.configure({ timeout: 240_000 });

/** The product page's purchase block, once the product's modifications have arrived (after hydration). */
async function openToric(page: Page): Promise<Locator> {
  await page.goto(`/product/${TORIC}`);
  const purchase = page.locator("[data-lens-purchase]");
  await expect(purchase).toBeVisible({ timeout: 20_000 });
  return purchase;
}

/** Clicks a value of a group in an eye set, unfolding 'Все варианты' when it sits past the 20th. */
async function choose(set: Locator, group: string, label: string) {
  const field = set.getByRole("group", { name: group, exact: true });
  const value = field.getByRole("button", { name: `${group}: ${label}`, exact: true });
  if (!(await value.isVisible())) await field.getByRole("button", { name: "Все варианты" }).click();
  await value.click();
  await expect(value).toHaveAttribute("aria-pressed", "true");
}

async function chooseToric(set: Locator, sphere: string, cylinder: string, axis: string) {
  await choose(set, SPHERE, sphere);
  await choose(set, CYLINDER, cylinder);
  await choose(set, AXIS, axis);
}

test.describe("lens purchase (product page and quick-buy)", () => {
  test("a toric lens with different powers per eye goes to the cart as two lines", async ({ page }) => {
    const purchase = await openToric(page);
    await purchase.getByText("Разные для каждого глаза").click();
    const right = purchase.locator('[data-eye-set="0"]');
    const left = purchase.locator('[data-eye-set="1"]');
    await expect(right.getByRole("heading")).toHaveText("Правый глаз (OD)");
    await expect(left.getByRole("heading")).toHaveText("Левый глаз (OS)");

    // adding before the left eye is chosen: the spec's message and the mark under the group
    await chooseToric(right, "-3,00", "-1,25", "180°");
    await purchase.getByRole("button", { name: "В корзину" }).click();
    await expect(page.getByText("Необходимо выбрать опции товара")).toBeVisible();
    await expect(left.getByRole("group", { name: SPHERE, exact: true })).toContainText(
      "Обязательно к заполнению",
    );

    await chooseToric(left, "-2,75", "-0,75", "10°");
    await expect(left.getByRole("group", { name: SPHERE, exact: true })).not.toContainText(
      "Обязательно к заполнению",
    );
    await expect(right.locator("[data-set-stock]")).toBeVisible();
    await expect(left.locator("[data-set-stock]")).toBeVisible();
    await expect(purchase.locator("[data-delivery-terms]")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const added = page.waitForResponse(
      (response) => response.url().endsWith("/api/cart") && response.request().method() === "POST",
    );
    await purchase.getByRole("button", { name: "В корзину" }).click();
    expect((await added).status()).toBe(200);
    await expect(page.getByText("Товар добавлен в корзину").first()).toBeVisible();

    await page.goto("/cart");
    const lines = page.locator("[data-cart-line]");
    await expect(lines).toHaveCount(2);
    const rightLine = lines.filter({ hasText: "Правый глаз" });
    const leftLine = lines.filter({ hasText: "Левый глаз" });
    for (const text of ["ACUVUE OASYS for ASTIGMATISM", "-3,00", "-1,25", "180°"]) {
      await expect(rightLine).toContainText(text);
    }
    for (const text of ["ACUVUE OASYS for ASTIGMATISM", "-2,75", "-0,75", "10°"]) {
      await expect(leftLine).toContainText(text);
    }
    // the cart is the server's: both lines, one pack each
    const cart = (await (await page.request.get("/api/cart")).json()) as {
      count: number;
      items: { options: { eye?: string }; modification: { variants: { label: string }[] } }[];
    };
    expect(cart.count).toBe(2);
    expect(
      cart.items
        .map((item) => [item.options.eye, item.modification.variants.map((v) => v.label).join(" ")])
        .sort(),
    ).toEqual([
      ["left", "-2,75 8,6 -0,75 10° 6"],
      ["right", "-3,00 8,6 -1,25 180° 6"],
    ]);
  });

  test("an out-of-stock combination offers the request form, and the request is stored", async ({
    page,
  }, testInfo) => {
    // a combination of the seed with no stock in any store, found through the API
    const product = (await (await page.request.get(`/api/products/by-slug/${TORIC}`)).json()) as {
      id: number;
      variants: { groupId: number; code: string; variants: { id: number; label: string }[] }[];
      modifications: { id: number; variants: { id: number }[]; quantity: number }[];
    };
    const groupOf = new Map(product.variants.flatMap((g) => g.variants.map((v) => [v.id, g] as const)));
    let missing: { id: number; labels: Record<string, string> } | null = null;
    for (const modification of product.modifications.filter((m) => m.quantity === 0).slice(0, 40)) {
      const query = modification.variants.map((v) => `v[${groupOf.get(v.id)?.groupId}]=${v.id}`).join("&");
      const answer = (await (
        await page.request.get(`/api/products/${product.id}/modifications?${query}&filter[quantity][gt]=0`)
      ).json()) as { modification: unknown };
      if (answer.modification === null) {
        const labels = Object.fromEntries(
          modification.variants.map((v) => {
            const group = groupOf.get(v.id);
            return [group?.code ?? "", group?.variants.find((x) => x.id === v.id)?.label ?? ""];
          }),
        );
        missing = { id: modification.id, labels };
        break;
      }
    }
    expect(missing, "the seed has a toric combination without stock").not.toBeNull();
    const labels = missing?.labels ?? {};

    const purchase = await openToric(page);
    const set = purchase.locator('[data-eye-set="0"]');
    await chooseToric(set, labels.sphere ?? "", labels.cylinder ?? "", labels.axis ?? "");
    await expect(set).toContainText("Этого набора параметров сейчас нет в наличии");
    await expect(purchase.getByRole("button", { name: "В корзину" })).toHaveCount(0);
    await purchase.getByRole("button", { name: "Оставить заявку" }).click();

    const dialog = page.getByRole("dialog", { name: "Заявка на линзы" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Записаться на подбор линз" })).toHaveAttribute(
      "href",
      "/bystraya-zapis",
    );
    await dialog.getByRole("button", { name: "Отправить" }).click();
    await expect(dialog.getByLabel("Имя")).toHaveAccessibleDescription("Обязательно к заполнению");
    // the caret goes to the first field the errors name, not left on 'Отправить'
    await expect(dialog.getByLabel("Имя")).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByLabel("Имя").fill(`Анна ${testInfo.project.name}`);
    // typed back to back from the 8 prefix, which the mask reads as the country code
    await typePhone(dialog.getByLabel("Телефон"), "79123456789", "89123456789");
    const sent = page.waitForResponse(
      (response) => response.url().endsWith("/api/form/send") && response.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Отправить" }).click();
    const response = await sent;
    // 200 only once the submission is committed (forms module); its id is the stored row's
    expect(response.status()).toBe(200);
    expect((await response.json()) as { id: string }).toMatchObject({ id: expect.any(String) });
    expect(response.request().postDataJSON()).toEqual({
      type: "Заявка на линзы",
      name: `Анна ${testInfo.project.name}`,
      phone: "79123456789",
      message: expect.stringContaining(`Оптическая сила (Сфера): ${labels.sphere}`),
      source: { product_id: product.id, modification_id: missing?.id },
      no_mail_send: "1",
    });
    await expect(page.getByText("Заявка успешно отправлена")).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("quick-buy opens from a listing card, loads the product and adds one line for both eyes", async ({
    page,
  }) => {
    await page.goto("/catalog/linzy/f/type=toricheskie", { waitUntil: "networkidle" });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const card = page.locator("article").filter({ hasText: "ACUVUE OASYS for ASTIGMATISM" }).first();
    const dialog = page.getByRole("dialog", { name: "ACUVUE OASYS for ASTIGMATISM" });
    await expect(async () => {
      // a click before hydration does nothing: click until the popup is there
      if (!(await dialog.isVisible()))
        await card.getByRole("button", { name: "Купить" }).click({ timeout: 3_000 });
      await expect(dialog).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    // the popup's code came with the first open, not with the listing
    expect(scripts.some((url) => /QuickBuyDialog/.test(url))).toBe(true);

    const purchase = dialog.locator("[data-lens-purchase]");
    await expect(purchase).toBeVisible();
    await expect(purchase.getByRole("heading", { name: "Оба глаза" })).toBeVisible();
    await chooseToric(purchase.locator('[data-eye-set="0"]'), "-3,00", "-1,25", "180°");
    await expectNoSeriousA11yViolations(page);
    await purchase.getByRole("button", { name: "В корзину" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Товар добавлен в корзину").first()).toBeVisible();
    const cart = (await (await page.request.get("/api/cart")).json()) as {
      count: number;
      items: { options: { eye?: string } }[];
    };
    expect(cart.count).toBe(1);
    expect(cart.items[0]?.options.eye).toBe("both");
  });
});
