import { createHmac } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { answerShellQuestions } from "../support/shell-popups.ts";

// CMS (issue 14, decision 0040) on both brands: the seeded landings and legal texts come from the
// catch-all with their content in the server HTML, a draft opens by its signed preview link only,
// legacy addresses still redirect, and the home slider pauses and answers the keyboard.

/** Same key as support/servers.ts gives the e2e API (CMS_PREVIEW_SECRET). */
const PREVIEW_SECRET = "e2e-cms-preview-secret-0123456789abcdef01";
/** The seeded draft page (apps/api/src/seed/data/cms-pages.ts). */
const DRAFT_PAGE = { id: 1010, path: "/novogodnyaya-kollekciya", text: "Черновик страницы" };

function previewToken(pageId: number, expiresAt: Date, version = 1): string {
  const body = `${pageId}.${version}.${Math.floor(expiresAt.getTime() / 1000)}`;
  const mac = createHmac("sha256", PREVIEW_SECRET).update(`cms-preview:${body}`).digest("base64url");
  return `${body}.${mac}`;
}

const PAGES = [
  { path: "/acuvue", heading: "Контактные линзы ACUVUE и программа MyACUVUE", text: "MyACUVUE" },
  { path: "/miopiya", heading: "Контроль миопии у детей", text: "MiSight 1 day" },
  {
    path: "/misight1day",
    heading: "MiSight 1 day — линзы для контроля миопии",
    text: "Характеристики MiSight 1 day",
  },
  {
    path: "/company/law/policy-personal-data",
    heading: "Политика в отношении обработки персональных данных",
    text: "152-ФЗ",
  },
  {
    path: "/company/law/personal-data",
    heading: "Согласие на обработку персональных данных",
    text: "Цели обработки",
  },
  { path: "/company/law/oferta", heading: "Договор публичной оферты", text: "Оформление заказа" },
  { path: "/klientam/discounts", heading: "Дисконтная программа", text: "Уровни скидки" },
];

/** The page's text without typography's no-break spaces (the server typographs headings). */
const plain = (html: string) => html.replace(/\u00a0|&nbsp;|&#160;/g, " ");

test.describe("CMS pages", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await answerShellQuestions(context, baseURL);
  });

  test("landings and legal texts answer 200 with their content in the server HTML", async ({ request }) => {
    for (const page of PAGES) {
      const res = await request.get(page.path, { maxRedirects: 0 });
      expect(res.status(), page.path).toBe(200);
      const html = plain(await res.text());
      expect(html, page.path).toContain(page.heading);
      expect(html, page.path).toContain(page.text);
      expect(html, page.path).toContain(`rel="canonical"`);
    }
    // the MyACUVUE call to action opens the sign-in dialog of the loyalty programme
    expect(await (await request.get("/acuvue")).text()).toContain('href="/acuvue?myacuvue=signin"');
  });

  test("legacy addresses still redirect; unknown paths and drafts are 404", async ({ request }) => {
    const acuvueOld = await request.get("/acuvue/oasys", { maxRedirects: 0 });
    expect(acuvueOld.status()).toBe(301);
    expect(acuvueOld.headers().location).toMatch(/\/acuvue$/);
    const discounts = await request.get("/discounts/", { maxRedirects: 0 });
    expect(discounts.status()).toBe(301);
    expect(discounts.headers().location).toMatch(/\/klientam\/discounts$/);
    expect((await request.get("/net-takoy-stranicy-cms")).status()).toBe(404);
    const draft = await request.get(DRAFT_PAGE.path);
    expect(draft.status()).toBe(404);
    expect(await draft.text()).not.toContain(DRAFT_PAGE.text);
  });

  test("a draft opens by its preview link (noindex); expired and tampered links are 404", async ({
    page,
    request,
  }) => {
    const token = previewToken(DRAFT_PAGE.id, new Date(Date.now() + 3_600_000));
    const response = await page.goto(`/cms-page-preview?token=${encodeURIComponent(token)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Новогодняя коллекция");
    await expect(page.getByText(DRAFT_PAGE.text)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectNoSeriousA11yViolations(page);

    const expired = previewToken(DRAFT_PAGE.id, new Date(Date.now() - 60_000));
    const tampered = token.replace(/^1010\./, "1001.");
    for (const bad of [expired, tampered, "junk"]) {
      const res = await request.get(`/cms-page-preview?token=${encodeURIComponent(bad)}`);
      expect(res.status(), bad).toBe(404);
      expect(await res.text()).not.toContain(DRAFT_PAGE.text);
    }
  });

  test("/cms-page-preview without a token answers 200 with what the page is for", async ({ page }) => {
    for (const path of ["/cms-page-preview", "/cms-page-preview?token="]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Предпросмотр страницы");
      await expect(
        page.getByText(/Откройте ссылку предпросмотра из системы управления сайтом/),
      ).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page).toHaveTitle(/^Предпросмотр страницы/);
      await expect(page.getByRole("main").getByRole("link", { name: "На главную" })).toHaveAttribute(
        "href",
        "/",
      );
    }
    await expectNoSeriousA11yViolations(page);
  });

  for (const { path } of PAGES) {
    test(`axe finds nothing serious on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("the product page shows its CMS blocks (248 above, 36 below)", async ({ page, request }) => {
    const res = await request.get("/product/misight-1-day");
    expect(res.status()).toBe(200);
    const html = plain(await res.text());
    expect(html).toContain("Только оригинальная продукция");
    expect(html).toContain("Доставка, оплата и гарантия");
    await page.goto("/product/misight-1-day");
    await page.getByText("Какая гарантия?").click();
    await expect(page.getByText(/На оправы и солнцезащитные очки/)).toBeVisible();
  });

  test("the home slider: first picture eager with high priority, pause button, arrow keys", async ({
    page,
  }) => {
    await page.goto("/");
    const slider = page.getByRole("region", { name: "Акции и предложения" });
    await expect(slider).toBeVisible();
    const images = slider.locator("img");
    await expect(images.first()).toHaveAttribute("fetchpriority", "high");
    await expect(images.first()).toHaveAttribute("loading", "eager");
    await expect(images.nth(1)).toHaveAttribute("loading", "lazy");

    const pause = slider.getByRole("button", { name: "Остановить прокрутку" });
    await pause.click();
    await expect(slider.getByRole("button", { name: "Запустить прокрутку" })).toBeVisible();

    const current = slider.locator('[aria-current="true"]');
    await expect(current).toHaveAccessibleName("Показать слайд 1");
    await slider.getByRole("button", { name: "Следующий слайд" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(current).toHaveAccessibleName("Показать слайд 2");
    await page.keyboard.press("ArrowLeft");
    await expect(current).toHaveAccessibleName("Показать слайд 1");
    // the slide in view is the only one exposed, and its link works
    await expect(slider.getByRole("group")).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });
});
