import { expect, type Locator, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, expectToastShown } from "../support/axe.ts";
import { typePhone } from "../support/phone-field.ts";
import { e2ePorts } from "../support/servers.ts";
import { answerShellQuestions } from "../support/shell-popups.ts";

// Articles, charity, promotions, videos and vacancies (issue 14) on both brands, desktop and phone.
const api = `http://127.0.0.1:${e2ePorts.api}`;

function freshPhone(): string {
  const tail =
    `${Date.now() % 1_000_000}`.padStart(6, "0") + `${Math.floor(Math.random() * 1000)}`.padStart(3, "0");
  return `79${tail.slice(-9)}`;
}

test.beforeEach(({ context, baseURL }) => answerShellQuestions(context, baseURL));
// several pages and axe runs per test, on a machine shared with other suites
test.describe.configure({ timeout: 240_000 });

test.describe("content: articles, charity, promotions, videos, vacancies", () => {
  test("every listing and page answers 200 with its content in the server's HTML, unknown slugs 404", async ({
    request,
  }) => {
    const article = (await (await request.get(`${api}/articles?section=stat&category=och&limit=1`)).json())
      .items[0];
    const charity = (await (await request.get(`${api}/articles?section=charity&limit=1`)).json()).items[0];
    const pages: [string, string][] = [
      ["/stat", "Статьи"],
      ["/stat/och", "Очки"],
      ["/stat/detskoe-zrenie", "Детское зрение"],
      ["/stat?page=2", "Статьи"],
      [`/stat/och/${article.slug}`, article.title],
      ["/charity", "Благотворительность"],
      [`/charity/${charity.category.slug}`, charity.category.name],
      [`/charity/${charity.category.slug}/${charity.slug}`, charity.title],
      ["/aktsii", "Акции"],
      ["/aktsii/vtoraya-para-linz-v-podarok", "Вторая упаковка линз в подарок"],
      ["/aktsii/chernaya-pyatnica", "Акция завершена"],
      ["/video", "Как надеть контактную линзу"],
      ["/vakansii", "Врач-офтальмолог"],
    ];
    for (const [path, text] of pages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      // headings are set in typography on the server (no-break spaces after short words)
      const html = (await response.text()).replaceAll("\u00a0", " ");
      expect(html, path).toContain(text);
      expect(html, path).toMatch(/<link rel="canonical" href="[^"]+"/);
    }
    for (const path of [
      "/stat/net-takoj",
      "/stat/och/net-takoj",
      "/charity/och",
      "/aktsii/net-takoj",
      "/stat?page=99",
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("reading an article: the table of contents leads to its sections; related articles and products", async ({
    page,
  }) => {
    await page.goto("/stat");
    await expect(page.getByRole("heading", { level: 1, name: "Статьи" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole("navigation", { name: "Рубрики" })
      .getByRole("link", { name: "Детское зрение" })
      .click();
    await expect(page).toHaveURL(/\/stat\/detskoe-zrenie$/);
    await expect(page.getByRole("heading", { level: 1, name: "Детское зрение" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole("list", { name: /список статей/ })
      .getByRole("link")
      .first()
      .click();
    await expect(page).toHaveURL(/\/stat\/detskoe-zrenie\/[a-z0-9-]+$/);
    const toc = page.getByRole("navigation", { name: "Содержание" });
    const entries = toc.getByRole("link");
    await expect(entries).toHaveCount(3);
    const second = entries.nth(1);
    const target = (await second.getAttribute("href")) ?? "";
    await second.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
    await expect(page.getByRole("heading", { level: 2, name: "Читайте также" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Товары из статьи" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("charity: the section lists its categories and articles", async ({ page }) => {
    await page.goto("/charity");
    await expect(page.getByRole("heading", { level: 1, name: "Благотворительность" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole("navigation", { name: "Рубрики" })
      .getByRole("link", { name: "Помощь детям" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Помощь детям" })).toBeVisible();
    await page
      .getByRole("list", { name: /список статей/ })
      .getByRole("link")
      .first()
      .click();
    await expect(page).toHaveURL(/\/charity\/pomoshch-detyam\/[a-z0-9-]+$/);
    await expectNoSeriousA11yViolations(page);
  });

  test("promotions: running ones first, an ended one is marked, a promotion shows its conditions and products", async ({
    page,
  }) => {
    await page.goto("/aktsii");
    const list = page.getByRole("list", { name: "Список акций" });
    await expect(list.getByRole("listitem").first()).not.toContainText("Акция завершена");
    await expect(list.getByText("Акция завершена").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await list.getByRole("link", { name: "Вторая упаковка линз в подарок" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Условия акции" })).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Товары по акции" }).getByRole("article").first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto("/aktsii/chernaya-pyatnica");
    await expect(page.getByRole("note")).toContainText("Эта акция завершена");
    await expectNoSeriousA11yViolations(page);
  });

  test("a video plays in a dialog: its player is framed only after the click", async ({ page }) => {
    await page.goto("/video");
    await expect(page.locator("iframe")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    const poster = page.getByRole("button", {
      name: "Смотреть видео: Как надеть контактную линзу: пошаговая инструкция",
    });
    await expect(async () => {
      await poster.click({ timeout: 3_000 });
      await expect(page.getByRole("dialog")).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    const dialog = page.getByRole("dialog", { name: "Как надеть контактную линзу: пошаговая инструкция" });
    await expect(dialog.locator("iframe")).toHaveAttribute("src", /^https:\/\/rutube\.ru\/play\/embed\//);
    await dialog.getByRole("button", { name: "Закрыть" }).click();
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("'Откликнуться' of a vacancy chooses that vacancy in the reply form", async ({ page }) => {
    await page.goto("/vakansii");
    const form = page.locator("#otklik");
    const card = (title: string) =>
      page
        .locator("article, li")
        .filter({ has: page.getByRole("heading", { name: title, exact: true }) })
        .first();
    await card("Оптометрист").getByRole("link", { name: "Откликнуться" }).click();
    await expect(page).toHaveURL(/[?&]vacancy=\d+/);
    await expect(form.getByLabel("Вакансия").locator("option:checked")).toHaveText(
      "Оптометрист, Екатеринбург",
    );
    await card("Детский офтальмолог").getByRole("link", { name: "Откликнуться" }).click();
    await expect(form.getByLabel("Вакансия").locator("option:checked")).toHaveText(
      "Детский офтальмолог, Пермь",
    );
  });

  test("a vacancy reply is checked, sent and confirmed", async ({ page }) => {
    await page.goto("/vakansii");
    await expect(page.getByRole("heading", { level: 1, name: "Вакансии" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const form = page.locator("#otklik");
    await form.getByRole("button", { name: "Отправить отклик" }).click();
    await expect(form.getByText("Обязательно к заполнению").first()).toBeVisible();
    await form.getByLabel("Вакансия").selectOption({ label: "Оптометрист, Екатеринбург" });
    await form.getByLabel("Имя").fill("Марина Котова");
    await typePhone(form.getByLabel("Телефон"), freshPhone());
    await form.getByLabel("Сообщение").fill("Работаю оптометристом четыре года.");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Отправить отклик" }).click();
    await expect(form.getByRole("status")).toContainText("Отклик отправлен");
    await expectToastShown(page, "Заявка успешно отправлена");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused vacancy reply shows its problem and keeps what was typed", async ({ page }) => {
    await page.goto("/vakansii");
    const form = page.locator("#otklik");
    await form.getByLabel("Вакансия").selectOption({ label: "Оптометрист, Екатеринбург" });
    await form.getByLabel("Имя").fill("Марина Котова");
    await form.getByLabel("Телефон").fill("+7 (912) 12");
    await form.getByLabel("Сообщение").fill("Работаю оптометристом четыре года.");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Отправить отклик" }).click();
    const answered = page.locator("#otklik");
    await expect(answered.getByLabel("Телефон")).toHaveAttribute("aria-invalid", "true");
    await expect(answered.getByLabel("Вакансия").locator("option:checked")).toHaveText(
      "Оптометрист, Екатеринбург",
    );
    await expect(answered.getByLabel("Имя")).toHaveValue("Марина Котова");
    await expect(answered.getByLabel("Телефон")).toHaveValue("+7 (912) 12");
    await expect(answered.getByLabel("Сообщение")).toHaveValue("Работаю оптометристом четыре года.");
    await expect(answered.getByRole("checkbox")).toBeChecked();
  });
});
