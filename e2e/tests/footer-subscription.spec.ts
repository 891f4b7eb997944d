// The footer's news subscription (spec §7 footer-subscription, issue 14): with script the footer
// checks the address, sends it through /api and thanks in place; without script the form posts to
// /podpiska, which answers in the same form (the problem with what was typed, or the thanks).
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { answerShellQuestions } from "../support/shell-popups.ts";

const THANKS = "Спасибо за подписку!";

test.beforeEach(({ context, baseURL }) => answerShellQuestions(context, baseURL));

test("a shopper subscribes from the footer: a bad address is named, a good one thanked in place", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  // the form's field once widened the footer past a 390 px phone: the page scrolled sideways
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const footer = page.getByRole("contentinfo");
  const field = footer.getByLabel("Ваш e-mail");
  await field.scrollIntoViewIfNeeded();
  // the form works once the page is hydrated: the first click may still be the plain form's post
  await expect(async () => {
    await field.fill("anna@");
    await footer.getByRole("button", { name: "Подписаться" }).click();
    await expect(footer.getByRole("alert")).toHaveText("Невалидный почтовый адрес", { timeout: 2_000 });
    await expect(page).not.toHaveURL(/\/podpiska$/);
  }).toPass({ timeout: 30_000 });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(page);
  await field.fill(`e2e-${testInfo.project.name}@example.ru`);
  await footer.getByRole("button", { name: "Подписаться" }).click();
  await expect(footer.getByRole("status")).toContainText(THANKS);
  await expect(footer.getByLabel("Ваш e-mail")).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("footer-subscribed.png") });
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer's form posts to /podpiska, which keeps what was typed with its problem, then thanks", async ({
    page,
  }, testInfo) => {
    await page.goto("/kontakty");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Ваш e-mail").fill("anna@");
    await footer.getByRole("button", { name: "Подписаться" }).click();
    await expect(page).toHaveURL(/\/podpiska$/);
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Подписка на новости и акции");
    await expect(main.getByRole("alert")).toHaveText("Невалидный почтовый адрес");
    await expect(main.getByLabel("Ваш e-mail")).toHaveValue("anna@");
    // (axe runs in the page's script: the page itself is checked in the test below)
    await main.getByLabel("Ваш e-mail").fill(`e2e-nojs-${testInfo.project.name}@example.ru`);
    await main.getByRole("button", { name: "Подписаться" }).click();
    await expect(main.getByRole("status")).toContainText(THANKS);
    await page.screenshot({ path: testInfo.outputPath("podpiska-thanks.png"), fullPage: true });
  });
});

test("/podpiska, the page without script's answers, passes axe and has one h1", async ({ page }) => {
  await page.goto("/podpiska");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Подписка на новости и акции");
  await expect(page.locator("main").getByLabel("Ваш e-mail")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
