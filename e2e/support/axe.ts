import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails when axe finds a serious or critical violation on the page as it is now, once its
 * transitions have settled: a toast fading in is half transparent, and axe would measure the
 * contrast of its first frames, not what the shopper reads.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        // a toast mounted a moment ago is transparent and has not started its transition yet
        document.querySelector(
          '[data-sonner-toast][data-mounted="false"], [data-sonner-toast][data-removed="true"]',
        ) === null && document.getAnimations().every((a) => a.playState !== "running"),
      null,
      { timeout: 3_000 },
    )
    .catch(() => undefined); // an endless animation (a spinner) must not stop the check
  const { violations } = await new AxeBuilder({ page }).analyze();
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
