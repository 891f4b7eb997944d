import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { typePhone } from "../support/phone-field.ts";
import { e2eUploadDir } from "../support/servers.ts";
import { answerShellQuestions } from "../support/shell-popups.ts";

const THANKS = "Спасибо за обращение! Мы обязательно ответим на ваше письмо в ближайшее время";

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A small real PNG (4×4, one colour). */
function smallPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(4, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, ...Array(4).fill([11, 110, 102]).flat()]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat([row, row, row, row]))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Clicks the footer's opener until the hydrated page opens the modal (a click before hydration does nothing). */
async function openFromFooter(page: Page) {
  const opener = page.locator("footer").getByRole("button", { name: "Сотрудничество" });
  await opener.scrollIntoViewIfNeeded();
  const dialog = page.getByRole("dialog");
  await expect(async () => {
    // once open, the modal's overlay takes the clicks: click only while it is not there yet
    if (!(await dialog.isVisible())) await opener.click({ timeout: 3_000 });
    await expect(dialog).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

test.beforeEach(({ context, baseURL }) => answerShellQuestions(context, baseURL));

test.describe("cooperation enquiry", () => {
  test("opens from the footer, sends a letter with a PNG, thanks, and the enquiry is stored", async ({
    page,
  }, testInfo) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    const beforeOpen = scripts.length;
    await openFromFooter(page);
    // the modal's code arrived on the first open, not with the page
    expect(scripts.length).toBeGreaterThan(beforeOpen);

    const dialog = page.getByRole("dialog", { name: "Предложение о сотрудничестве" });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const send = dialog.getByRole("button", { name: "Отправить" });
    await expect(send).toBeDisabled();
    const who = `${testInfo.project.name} ${Date.now()}`;
    await dialog.getByLabel("Имя").fill("Анна Петрова");
    await typePhone(dialog.getByLabel("Телефон"), "79123456789");
    await dialog.getByLabel("E-mail").fill("anna@optovik.example");
    await dialog.getByLabel("Текст письма").fill(`Предлагаем поставки оправ (${who})`);
    await dialog
      .getByLabel("Файл")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: smallPng() });
    await dialog.getByRole("checkbox", { name: /политикой обработки персональных данных/ }).check();
    await expect(send).toBeDisabled();
    await dialog.getByRole("checkbox", { name: /согласие на обработку персональных данных/ }).check();
    await expect(send).toBeEnabled();

    const answer = page.waitForResponse(
      (response) => response.url().endsWith("/api/form/send") && response.request().method() === "POST",
    );
    await send.click();
    const response = await answer;
    expect(response.status()).toBe(200);
    const { id } = (await response.json()) as { id: string };

    await expect(page.getByRole("dialog").getByRole("status")).toHaveText(THANKS);
    await expectNoSeriousA11yViolations(page);
    // 200 comes only after the row is committed, and the row only after the file is in place
    expect(await readFile(join(e2eUploadDir, `${id}.png`))).toEqual(smallPng());

    await page.getByRole("dialog").getByRole("button", { name: "Закрыть" }).first().click();
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("shows the domain's messages under the fields", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await openFromFooter(page);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Имя").fill("А");
    await dialog.getByLabel("E-mail").fill("anna@");
    await dialog.getByLabel("Текст письма").fill("коротко");
    await dialog.getByRole("checkbox", { name: /политикой/ }).check();
    await dialog.getByRole("checkbox", { name: /согласие/ }).check();
    await dialog.getByRole("button", { name: "Отправить" }).click();
    await expect(dialog.getByLabel("Имя")).toHaveAccessibleDescription(
      "Поле должно содержать минимум 2 символа",
    );
    await expect(dialog.getByLabel("Телефон")).toHaveAccessibleDescription("Обязательно к заполнению");
    await expect(dialog.getByLabel("E-mail")).toHaveAccessibleDescription("Невалидный почтовый адрес");
    await expect(dialog.getByLabel("Текст письма")).toHaveAccessibleDescription(
      "Поле должно содержать минимум 10 символов",
    );
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});
