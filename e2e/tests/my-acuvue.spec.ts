// MyACUVUE (issue 15, the storefront): a member signs in through the loyalty dialog with the PIN from
// the dev outbox, sees the voucher's label on an ACUVUE product (and not on another brand), pays an
// order with the voucher on the test provider's page, and finds it used in /profile/my-acuvue.
// Each project takes a demo member of its own (the projects run at once against one database, a
// newer PIN replaces the older one, and a voucher is used once): the main brand 300-rub members,
// the partner brand 500-rub ones.
// The e2e database keeps what a run did: delete .data/e2e before running this spec again.
import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { e2ePorts } from "../support/servers.ts";
import { answerShellQuestions } from "../support/shell-popups.ts";

const api = `http://127.0.0.1:${e2ePorts.api}`;
const ACUVUE_LENS = "1-day-acuvue-moist";
const OTHER_BRAND_LENS = "biofinity";
const PROJECTS = ["main-desktop", "main-mobile", "partner-desktop", "partner-mobile"];

/** The seed's demo members (apps/api/src/seed/myacuvue-members.ts), one per project: a voucher is used once. */
function memberOf(testInfo: TestInfo): { phone: string; amount: 300 | 500 } {
  const members: Record<string, { phone: string; amount: 300 | 500 }> = {
    "main-desktop": { phone: "79000000002", amount: 300 },
    "partner-desktop": { phone: "79000000001", amount: 500 },
    "main-mobile": { phone: "79000000004", amount: 300 },
    "partner-mobile": { phone: "79000000005", amount: 500 },
  };
  const member = members[testInfo.project.name];
  if (!member) throw new Error(`no demo member for the project ${testInfo.project.name}`);
  return member;
}

test.beforeEach(({ context, baseURL }) => answerShellQuestions(context, baseURL));
// sign-in, two product pages, a checkout and a payment on the shared 2-core machine
test.describe.configure({ timeout: 480_000 });

/** The PIN messages the SMS simulator holds for a phone, oldest first. */
async function pinMessages(page: Page, phone: string): Promise<string[]> {
  const response = await page.request.get(`${api}/dev/outbox?phone=${phone}`);
  expect(response.ok()).toBe(true);
  const { messages } = (await response.json()) as { messages: Array<{ text: string }> };
  return messages.map((m) => m.text).filter((text) => /^Код для входа: \d{4}$/.test(text));
}

/** The PIN of the message that arrives after the `earlier` ones (a retry's first attempt sent one too). */
async function pinFromOutbox(page: Page, phone: string, earlier: number): Promise<string> {
  let pin = "";
  await expect(async () => {
    const texts = await pinMessages(page, phone);
    expect(texts.length).toBeGreaterThan(earlier);
    pin = texts.at(-1)?.slice(-4) ?? "";
  }).toPass({ timeout: 10_000 });
  return pin;
}

async function typePhone(field: ReturnType<Page["getByLabel"]>, phone: string) {
  const masked = `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)} ${phone.slice(7, 9)} ${phone.slice(9, 11)}`;
  await expect(async () => {
    await field.fill(phone);
    await expect(field).toHaveValue(masked, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

type TProduct = {
  id: number;
  modifications: { id: number; stores: { store_id: number; quantity: number }[] }[];
};
type TPickupPoints = { groups: { points: { code: string; type: string; store_id: number | null }[] }[] };

/** One pack of the ACUVUE lens that a clinic holds (a pair of its own per project); the clinic's point code. */
async function putAcuvueLensInCart(page: Page, testInfo: TestInfo): Promise<string> {
  const product = (await (await page.request.get(`/api/products/by-slug/${ACUVUE_LENS}`)).json()) as TProduct;
  const points = (await (await page.request.get("/api/checkout/pickup-points")).json()) as TPickupPoints;
  const held = points.groups
    .flatMap((g) => g.points)
    .filter((p) => p.type === "clinic" && p.store_id !== null)
    .flatMap((clinic) =>
      product.modifications
        .filter((m) => m.stores.some((s) => s.store_id === clinic.store_id && s.quantity >= 1))
        .map((m) => ({ code: clinic.code, modification: m.id })),
    );
  // from the end of the list: the checkout spec takes its pairs from the start
  const slot = held.length - 1 - (PROJECTS.indexOf(testInfo.project.name) * 2 + Math.min(testInfo.retry, 1));
  const chosen = held[slot];
  if (!chosen) throw new Error("no clinic holds the ACUVUE lens");
  const answer = await page.request.post("/api/cart", {
    data: {
      product_id: product.id,
      modification_id: chosen.modification,
      quantity: 1,
      options: { eye: "right" },
    },
  });
  expect(answer.status()).toBe(200);
  return chosen.code;
}

test("a member signs in through MyACUVUE, sees the voucher's label, pays with the voucher and finds it used", async ({
  page,
}, testInfo) => {
  const member = memberOf(testInfo);
  const label = `Вам доступна скидка ${member.amount} рублей`;

  // the /acuvue landing's link: any page with ?myacuvue=signin opens the dialog
  await page.goto("/?myacuvue=signin");
  const dialog = page.getByRole("dialog", { name: "Вход в MyACUVUE" });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath("myacuvue-phone.png") });

  await typePhone(dialog.getByLabel("Телефон"), member.phone);
  const earlierPins = (await pinMessages(page, member.phone)).length;
  await dialog.getByRole("button", { name: "Получить пин-код" }).click();
  const pinField = dialog.getByLabel("Пин-код");
  await expect(pinField).toBeVisible();
  await expect(dialog.getByLabel("Телефон")).toHaveAttribute("readonly", "");
  await expect(dialog.getByRole("button", { name: "Отправить пин-код повторно" })).toBeDisabled();
  await expect(dialog.locator("[data-loyalty-timer]")).toContainText(/через \d+ с/);
  const pin = await pinFromOutbox(page, member.phone, earlierPins);

  // a wrong PIN first: 'Введен неправильный код', still at stage 2
  const wrong = pin === "0000" ? "1111" : "0000";
  await pinField.fill(wrong);
  await dialog.getByRole("button", { name: "Войти" }).click();
  await expect(dialog.getByText("Введен неправильный код")).toBeVisible();
  // 'Пин-код отправлен в СМС' may still be sliding away on a fast machine: axe measured the
  // contrast of its moving text (the toast itself is opaque, above the sheet's backdrop)
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath("myacuvue-pin.png") });

  await pinField.fill(pin);
  await dialog.getByRole("button", { name: "Войти" }).click();
  await expect(page).toHaveURL(/\/profile\/my-acuvue$/, { timeout: 30_000 });
  const vouchers = page.locator("[data-voucher]");
  await expect(vouchers.first()).toHaveAttribute("data-voucher-state", "active");
  await expect(page.getByRole("heading", { name: "Подобранные линзы" })).toBeVisible();
  await expect(page.locator("[data-fitted-product]").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath("myacuvue-profile.png"), fullPage: true });

  // the label: on the ACUVUE product, not on another brand's
  await page.goto(`/product/${ACUVUE_LENS}`);
  await expect(page.locator("[data-loyalty-label]")).toHaveText(label, { timeout: 30_000 });
  await page.goto(`/product/${OTHER_BRAND_LENS}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // the shopper's state is loaded after hydration: wait for it before looking for the (absent) label
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[data-loyalty-label]")).toHaveCount(0);

  // the checkout with the voucher preselected, its discount as a line of the summary
  const clinicCode = await putAcuvueLensInCart(page, testInfo);
  await page.goto("/checkout");
  const voucherChoice = page.locator('input[name="myacuvue_voucher_id"]').first();
  await expect(voucherChoice).toBeChecked({ timeout: 30_000 });
  await expect(page.locator('[data-summary="voucher"]')).toContainText(`${member.amount}`);
  await page.getByRole("textbox", { name: "Имя" }).fill("Участник MyACUVUE");
  await page.getByRole("textbox", { name: "Электронная почта" }).fill("member@example.ru");
  await page.getByLabel("Поиск по адресу").fill("");
  await page.locator(`[data-point="${clinicCode}"]`).click();
  await expect(page.locator("[data-chosen-point]")).toBeVisible();
  await page.locator('input[name="payment"][value="online"]').check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Оформить заказ" }).click();
  await expect(page).toHaveURL(/\/api\/payments\/test-provider\//, { timeout: 30_000 });
  await page.getByRole("button", { name: "Оплатить" }).click();
  await expect(page).toHaveURL(/\/order\/success\/[A-Za-z0-9_-]+$/);
  await expect(page.getByText("Заказ оплачен. Мы начали его собирать.")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Купон MyACUVUE")).toBeVisible();

  // the voucher is used now, and the label has gone with it
  await expect(async () => {
    await page.goto("/profile/my-acuvue");
    await expect(page.locator("[data-voucher]").first()).toHaveAttribute("data-voucher-state", "used", {
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(page.locator("[data-voucher]").first()).toContainText("Использован");
  await page.screenshot({ path: testInfo.outputPath("myacuvue-profile-used.png"), fullPage: true });
});

test("a phone outside the programme gets the not-registered view", async ({ page }, testInfo) => {
  await page.goto("/?myacuvue=signin");
  const dialog = page.getByRole("dialog", { name: "Вход в MyACUVUE" });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const phone = `7955${String(Date.now()).slice(-7)}`;
  await typePhone(dialog.getByLabel("Телефон"), phone);
  await dialog.getByRole("button", { name: "Получить пин-код" }).click();
  await expect(dialog.getByText("Номер не зарегистрирован в MyACUVUE")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Где подобрать линзы" })).toHaveAttribute(
    "href",
    "/kontakty",
  );
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath("myacuvue-not-registered.png") });
});

test("the phone sign-in popup leads to the MyACUVUE sign-in", async ({ page, isMobile }) => {
  await page.goto("/");
  const popup = page.getByRole("dialog", { name: "Авторизация" });
  await expect(async () => {
    if (await popup.isVisible()) return;
    if (isMobile) {
      if (!(await page.getByRole("dialog").isVisible()))
        await page.getByRole("button", { name: "Меню" }).click({ timeout: 3_000 });
      await page
        .getByRole("dialog")
        .getByRole("button", { name: "Личный кабинет" })
        .click({ timeout: 3_000 });
    } else {
      await page.locator("header").getByRole("button", { name: "Личный кабинет" }).click({ timeout: 3_000 });
    }
    await expect(popup).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await popup.getByRole("button", { name: "Войти через MyACUVUE" }).click();
  const dialog = page.getByRole("dialog", { name: "Вход в MyACUVUE" });
  await expect(dialog.getByRole("button", { name: "Получить пин-код" })).toBeVisible();
});

test("/authorization leads to the MyACUVUE sign-in too", async ({ page }) => {
  await page.goto("/authorization");
  await expect(page.getByRole("heading", { level: 1, name: "Авторизация" })).toBeVisible();
  const dialog = page.getByRole("dialog", { name: "Вход в MyACUVUE" });
  // the button works once the page has hydrated: click until the dialog answers
  await expect(async () => {
    await page.getByRole("button", { name: "Войти через MyACUVUE" }).click({ timeout: 3_000 });
    await expect(dialog).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(dialog.getByRole("button", { name: "Получить пин-код" })).toBeVisible();
});
