import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { e2eModerationToken, e2ePorts } from "../support/servers.ts";
import { answerShellQuestions } from "../support/shell-popups.ts";

const API = `http://127.0.0.1:${e2ePorts.api}`;
const AUTH = { authorization: `Bearer ${e2eModerationToken}` };

test.beforeEach(({ context, baseURL }) => answerShellQuestions(context, baseURL));
// each test loads several pages and runs axe on each: generous on a busy machine
test.describe.configure({ timeout: 240_000 });

/** Submits once the page is hydrated (the notification shows only then); retried until the dialog opens. */
async function submitAndSeeThanks(page: Page, button: string, title: string) {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("dialog")).toContainText(title);
}

/** The pending review of this author, from the moderators' queue (oldest first, 10 a page). */
async function findPendingReview(page: Page, author: string): Promise<number> {
  for (let p = 1; p <= 100; p++) {
    const res = await page.request.get(`${API}/moderation/reviews?status=pending&page=${p}`, {
      headers: AUTH,
    });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as {
      reviews: { id: number; author_name: string }[];
      pagination: { pageCount: number };
    };
    const found = body.reviews.find((r) => r.author_name === author);
    if (found) return found.id;
    if (p >= body.pagination.pageCount) break;
  }
  throw new Error(`review of ${author} not in the moderation queue`);
}

test.describe("reviews and questions to specialists", () => {
  test("a review is stored, hidden until a moderator approves it, then shown", async ({ page }, testInfo) => {
    const author = `Тестовый ${testInfo.project.name} ${Date.now() % 100000}`;
    const text = `Отличный сервис, всё понравилось (${testInfo.project.name}).`;
    await page.goto("/reviews");
    await expect(page.getByRole("heading", { level: 1, name: "Отзывы о клиниках и салонах" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Отзывы" }).getByRole("article").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // bad input: the domain's messages, nothing sent
    await page.getByRole("button", { name: "Отправить отзыв" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Выберите клинику или салон" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Поставьте оценку от 1 до 5" })).toBeVisible();

    const form = page.getByRole("form", { name: "Оставить отзыв" });
    await form.getByLabel("Ваше имя").fill(author);
    await form.getByLabel("Телефон").fill("+7 (912) 345 67 89");
    await form.getByLabel("Клиника или салон").selectOption({ index: 1 });
    await form.getByText("5 из 5").click();
    await form.getByLabel("Текст отзыва").fill(text);
    await submitAndSeeThanks(page, "Отправить отзыв", "Спасибо за отзыв!");
    await page.keyboard.press("Escape");

    await page.goto("/reviews");
    await expect(page.getByText(author)).toHaveCount(0);

    const id = await findPendingReview(page, author);
    const approved = await page.request.post(`${API}/moderation/reviews/${id}`, {
      headers: AUTH,
      data: { status: "approved", answer: "Спасибо, ждём вас снова!" },
    });
    expect(approved.status()).toBe(200);
    const card = page.getByRole("article").filter({ hasText: author });
    // the storefront's shared page cache keeps /reviews for PAGE_CACHE_TTL_MS (2 s)
    await expect(async () => {
      await page.goto("/reviews");
      await expect(card).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(card).toContainText("Спасибо, ждём вас снова!");
    await expect(card.getByRole("img", { name: "Оценка 5 из 5" })).toBeVisible();
  });

  test("asks a question, and reads an answered one", async ({ page }, testInfo) => {
    await page.goto("/questions-specialist");
    await expect(page.getByRole("heading", { level: 1, name: "Вопросы специалистам" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const form = page.getByRole("form", { name: "Задать вопрос специалисту" });
    await form.getByLabel("Ваше имя").fill(`Вопрос ${testInfo.project.name}`);
    await form.getByLabel("Телефон или e-mail").fill("test@example.ru");
    await form.getByLabel("Тема").selectOption("kontaktnye-linzy");
    await form.getByLabel("Ваш вопрос").fill("Можно ли носить линзы при простуде?");
    await submitAndSeeThanks(page, "Задать вопрос", "Спасибо за вопрос!");
    await page.keyboard.press("Escape");

    await expect(
      page.getByRole("navigation", { name: "Темы вопросов" }).getByRole("link", { name: /Уход за линзами/ }),
    ).toHaveAttribute("href", "/questions-specialist?topic=uhod-za-linzami");
    await page.goto("/questions-specialist?topic=uhod-za-linzami");
    await expect(
      page.getByRole("heading", { level: 1, name: "Вопросы специалистам: Уход за линзами" }),
    ).toBeVisible();
    const first = page
      .getByRole("list", { name: "Вопросы и ответы" })
      .getByRole("heading", { level: 2 })
      .first();
    const question = (await first.textContent())?.trim() ?? "";
    await first.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(question);
    await expect(page.getByText("Отвечает").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Похожие вопросы" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect((await page.goto("/questions-specialist/999999"))?.status()).toBe(404);
  });

  test("lists a lens's competitors; an unknown slug is 404", async ({ page }) => {
    await page.goto("/lenses/competitors/acuvue-oasys-1-day");
    await expect(
      page.getByRole("heading", { level: 1, name: /^Аналоги линз ACUVUE OASYS 1-Day/ }),
    ).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Линзы-аналоги" }).getByRole("listitem").first(),
    ).toBeVisible();
    const table = page.getByRole("table", { name: "Сравнение параметров" });
    await expect(table.getByRole("row").nth(1)).toContainText("исходная");
    await expect(table.getByRole("row").nth(2)).toContainText("Однодневные");
    await expectNoSeriousA11yViolations(page);
    expect((await page.goto("/lenses/competitors/net-takoj-linzy"))?.status()).toBe(404);
  });
});
