import { expect, test } from "@playwright/test";

test("each site wears its own brand on the same pages", async ({ page }, testInfo) => {
  const isPartner = testInfo.project.name.startsWith("partner");
  await page.goto("/catalog/linzy", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("data-brand", isPartner ? "partner" : "main");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Контактные линзы");
});
