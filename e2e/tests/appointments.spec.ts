import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { typePhone } from "../support/phone-field.ts";
import { e2ePorts } from "../support/servers.ts";
import { answerShellQuestions } from "../support/shell-popups.ts";

// Clinics and appointments (issue 13) on both brands, desktop and phone. Every project books a
// time that is free when it runs (the projects share one database; two workers run two of them
// at once, each on a day of its own).
const api = `http://127.0.0.1:${e2ePorts.api}`;

/** A phone nobody has used yet: 79 + 9 digits from the clock and chance. */
function freshPhone(): string {
  const tail =
    `${Date.now() % 1_000_000}`.padStart(6, "0") + `${Math.floor(Math.random() * 1000)}`.padStart(3, "0");
  return `79${tail.slice(-9)}`;
}

/**
 * axe on the page's main landmark (the wizard's steps): the shell around it is the same on every
 * step and is checked in full once per test; a whole-page run costs ~30 s on a busy machine.
 */
async function expectStepAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include("main").analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => v.id);
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}

const step = (page: Page, title: string) =>
  page
    .locator("section[data-step-state]")
    .filter({ has: page.getByRole("heading", { level: 2, name: title }) });

/** Service → clinic → the first named specialist → a free day after the first (the worker's) → its first time. */
async function chooseUpToTime(page: Page, service: string) {
  await page.goto("/zapis");
  await expect(step(page, "Услуга")).toHaveAttribute("data-step-state", "active");
  await expect(step(page, "Клиника")).toHaveAttribute("data-step-state", "locked");
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole("list", { name: "Услуги" })
    .getByRole("link", { name: new RegExp(service) })
    .click();

  const clinics = page.getByRole("list", { name: "Клиники" });
  await expect(clinics).toBeVisible();
  await expectStepAccessible(page);
  const clinic = clinics.getByRole("link").first();
  const clinicName = (await clinic.locator("span span").first().textContent()) ?? "";
  await clinic.click();

  const specialists = page.getByRole("list", { name: "Специалисты" });
  await expect(specialists.getByRole("link", { name: /Любой специалист/ })).toBeVisible();
  await expectStepAccessible(page);
  const specialist = specialists.getByRole("link").nth(1);
  const specialistName = (await specialist.locator("span span").first().textContent()) ?? "";
  await specialist.click();

  // Not the first day offered (today's first times can be within the hour in which a booking can
  // no longer be cancelled), and a day per worker: two run at once and must not take one time.
  const day = step(page, "Дата")
    .getByRole("link")
    .nth(1 + test.info().parallelIndex);
  await expect(day).toBeVisible();
  await expectStepAccessible(page);
  await day.click();

  const times = page.getByRole("list", { name: "Свободное время" });
  await expect(times).toBeVisible();
  await expectStepAccessible(page);
  const dayUrl = page.url();
  const time = times.getByRole("link").first();
  const timeLabel = (await time.textContent()) ?? "";
  await time.click();
  await expect(step(page, "Контакты")).toHaveAttribute("data-step-state", "active");
  return { clinicName, specialistName, timeLabel, dayUrl, timeUrl: page.url() };
}

async function fillContactsAndBook(page: Page, phone: string) {
  const contacts = step(page, "Контакты");
  await contacts.getByRole("button", { name: "Записаться" }).click();
  await expect(contacts.getByText("Обязательно к заполнению").first()).toBeVisible();
  await expect(contacts.getByText("Необходимо согласие на обработку персональных данных")).toBeVisible();
  await expectStepAccessible(page);
  await fillContacts(page, phone);
  await contacts.getByRole("button", { name: "Записаться" }).click();
  await expect(page).toHaveURL(/\/zapis\/success\?id=[0-9a-f-]{36}$/);
}

async function fillContacts(page: Page, phone: string) {
  const contacts = step(page, "Контакты");
  await contacts.getByLabel("Имя").fill("Мария Иванова");
  await typePhone(contacts.getByLabel("Телефон"), phone);
  await contacts.getByLabel("Комментарий").fill("Ребёнку 9 лет");
  await contacts.getByRole("checkbox").check();
}

test.beforeEach(({ context, baseURL }) => answerShellQuestions(context, baseURL));

test.describe("appointments", () => {
  // six steps, each a server round trip and an axe run: more than the default 2 minutes on a busy machine
  test.setTimeout(240_000);

  test("/zapis/success without a booking says so, in its title too", async ({ page }) => {
    await page.goto("/zapis/success");
    await expect(page.getByText(/^Запись не найдена/)).toBeVisible();
    await expect(page).toHaveTitle(/^Запись на приём/);
  });

  test("books an eye exam at a chosen clinic, specialist and time; the time is no longer offered", async ({
    page,
  }) => {
    const chosen = await chooseUpToTime(page, "Проверка зрения для взрослых");
    const contacts = step(page, "Контакты");
    await expect(contacts.getByText(chosen.clinicName)).toBeVisible();
    await expect(contacts.getByText(new RegExp(`, ${chosen.timeLabel}$`))).toBeVisible();
    // the choice survives a reload
    await page.reload();
    await expect(step(page, "Контакты")).toHaveAttribute("data-step-state", "active");
    // another shopper has the same time open, with the contacts filled in
    const late = await page.context().newPage();
    await late.goto(chosen.timeUrl);
    await fillContacts(late, freshPhone());
    await fillContactsAndBook(page, freshPhone());

    // the other shopper books second: back to the time step with the message, not to a 404
    await step(late, "Контакты").getByRole("button", { name: "Записаться" }).click();
    await expect(late).toHaveURL(/\/zapis\?[^#]*taken=1/);
    await expect(late.getByRole("alert")).toHaveText("Это время уже занято, выберите другое");
    await expect(step(late, "Время")).toHaveAttribute("data-step-state", "active");
    await late.close();

    await expect(page.getByRole("heading", { level: 1, name: "Вы записаны" })).toBeVisible();
    await expect(page.getByText("Проверка зрения для взрослых")).toBeVisible();
    await expect(page.getByText(new RegExp(`, ${chosen.timeLabel}$`))).toBeVisible();
    await expect(page.getByText(chosen.specialistName, { exact: false })).toBeVisible();
    const ics = page.getByRole("link", { name: "Добавить в календарь" });
    const calendar = await page.request.get(new URL((await ics.getAttribute("href")) ?? "", page.url()).href);
    expect(calendar.headers()["content-type"]).toContain("text/calendar");
    expect(await calendar.text()).toContain("BEGIN:VEVENT");
    await expectNoSeriousA11yViolations(page);

    // the booked time is gone for this specialist; a page still holding it says it is taken
    await page.goto(chosen.dayUrl);
    const times = page.getByRole("list", { name: "Свободное время" });
    await expect(times.or(page.getByText("На этот день свободного времени больше нет"))).toBeVisible();
    await expect(times.getByRole("link", { name: chosen.timeLabel, exact: true })).toHaveCount(0);
    await page.goto(chosen.timeUrl);
    await expect(page.getByRole("alert")).toHaveText("Это время уже занято, выберите другое");
    await expect(step(page, "Время")).toHaveAttribute("data-step-state", "active");
  });

  test("a quick request is stored for a call-back", async ({ page }) => {
    await page.goto("/bystraya-zapis");
    await expect(page.getByRole("heading", { level: 1, name: "Быстрая запись" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Отправить заявку" }).click();
    await expect(page.getByText("Обязательно к заполнению").first()).toBeVisible();
    await page.getByLabel("Имя").fill("Ольга");
    await typePhone(page.getByLabel("Телефон"), freshPhone());
    await page.getByLabel("Услуга").selectOption({ label: "Консультация по контролю миопии у детей" });
    await page.getByRole("button", { name: "Отправить заявку" }).click();
    await expect(page.getByRole("status")).toHaveText("Заявка успешно отправлена");
    await expectNoSeriousA11yViolations(page);
  });

  test("signed in: the booking is in /profile/zapis, cancelling frees its time", async ({ page }) => {
    const phone = freshPhone();
    await page.goto("/profile/zapis");
    await expect(page).toHaveURL(/\/authorization\?redirect=%2Fprofile%2Fzapis$/);
    await typePhone(page.getByLabel("Телефон"), phone);
    await page.getByRole("button", { name: "Запросить код" }).click();
    let code = "";
    await expect(async () => {
      const response = await page.request.get(`${api}/dev/outbox?phone=${phone}`);
      const { messages } = (await response.json()) as { messages: Array<{ text: string }> };
      code = (messages.map((m) => m.text).find((text) => /^\d{11}$/.test(text)) ?? "").slice(-4);
      expect(code).toMatch(/^\d{4}$/);
    }).toPass({ timeout: 10_000 });
    await page.getByLabel("Код").fill(code);
    await page.getByLabel("Код").press("Enter");
    await expect(page).toHaveURL(/\/profile\/zapis$/);
    await expect(page.getByText("У вас пока нет записей.")).toBeVisible();

    const chosen = await chooseUpToTime(page, "Консультация по контролю миопии у детей");
    await fillContactsAndBook(page, phone);
    await page.goto("/profile/zapis");
    const card = page.getByRole("article").filter({ hasText: "Консультация по контролю миопии у детей" });
    await expect(card.getByText(new RegExp(`, ${chosen.timeLabel}$`))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await card.getByRole("button", { name: "Отменить запись" }).click();
    await expect(card.getByText(/^Отменить запись на /)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await card.getByRole("button", { name: "Да, отменить" }).click();
    await expect(page.getByRole("heading", { name: "Прошедшие и отменённые" })).toBeVisible();
    await expect(card.getByText("Отменена")).toBeVisible();

    await page.goto(chosen.dayUrl);
    await expect(
      page
        .getByRole("list", { name: "Свободное время" })
        .getByRole("link", { name: chosen.timeLabel, exact: true }),
    ).toBeVisible();
  });
});
