import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails when axe finds a serious or critical violation on the page as it is now, once its
 * transitions have settled: a toast fading in is half transparent, and axe would measure the
 * contrast of its first frames, not what the shopper reads.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Toasts first, on their own: every shown one fully opaque (its computed opacity is the
  // transition's current value; a toast mounted a moment ago has not even started it). A spinner
  // elsewhere must not cut this wait short.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLElement>("[data-sonner-toast]")]
          .filter((toast) => toast.dataset.removed !== "true" && toast.dataset.visible !== "false")
          .every((toast) => getComputedStyle(toast).opacity === "1") &&
        document.querySelector('[data-sonner-toast][data-removed="true"]') === null,
      null,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"), null, {
      timeout: 3_000,
    })
    .catch(() => undefined); // an endless animation (a spinner) must not stop the check
  // The footer and the offscreen product cards carry `content-visibility: auto`: off screen they
  // are not laid out or painted, and axe, scrolling one into view to read the colours behind its
  // text, could find the page's white there instead of the footer's dark background (seen once in
  // CI). Axe checks what the shopper sees once the part is on screen: every part rendered.
  const rendered = await page.addStyleTag({
    content: "*, *::before, *::after { content-visibility: visible !important; }",
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  const { violations } = await new AxeBuilder({ page }).analyze();
  await rendered.evaluate((style) => style.parentNode?.removeChild(style));
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}

/**
 * Waits until the toast with `text` is fully shown. A toast an answer brings mounts a moment after
 * the page has changed and fades in; axe run meanwhile measures its half-transparent text.
 */
export async function expectToastShown(page: Page, text: string): Promise<void> {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text });
  await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).opacity), { timeout: 5_000 }).toBe("1");
}
