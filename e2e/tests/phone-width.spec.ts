// On a 390 px phone no page scrolls sideways: a grid column sized by its content (an input's
// intrinsic width, a choice's words) once widened the footer and the booking page by 4–26 px, and a
// wider page zooms out and puts dialogs half off screen. The phone projects visit the shop's main
// pages and compare the document's scroll width with the viewport's.
import { expect, test } from "@playwright/test";
import { answerShellQuestions } from "../support/shell-popups.ts";

const PAGES = [
  "/",
  "/catalog/linzy",
  "/catalog/linzy/f/brand=acuvue",
  "/catalog/opravy",
  "/product/1-day-acuvue-moist",
  "/lenses",
  "/zapis",
  "/appointment/appointment",
  "/bystraya-zapis",
  "/uslugi",
  "/specialists",
  "/kontakty",
  "/cart",
  "/search?search=acuvue",
  // nothing found for one long word: the message quotes it
  `/search?search=${"очень".repeat(30)}`,
  "/sertifikaty",
  "/stat",
  "/aktsii",
  "/reviews",
  "/questions-specialist",
  "/video",
  "/vakansii",
  "/acuvue",
  "/klientam/discounts",
  "/podpiska",
];

test.beforeEach(({ context, baseURL }) => answerShellQuestions(context, baseURL));
test.describe.configure({ timeout: 300_000 });

test("no page scrolls sideways on a phone", async ({ page, isMobile }) => {
  test.skip(!isMobile, "a desktop viewport is checked by the layout specs; this is the phone's width");
  const wider: string[] = [];
  for (const path of PAGES) {
    const response = await page.goto(path, { waitUntil: "load" });
    expect(response?.status(), path).toBe(200);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) wider.push(`${path}: ${overflow} px`);
  }
  expect(wider).toEqual([]);
});
