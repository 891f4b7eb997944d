import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { clickUntil } from "../support/click-until.ts";

// Issue 8, the shell's global UI: cookie popup and gallery popup, on both brands, desktop and
// 390×844 (the four projects of playwright.config.ts).

const cookiePopup = (page: Page) => page.locator("[data-cookie-popup]");

test.describe("cookie popup", () => {
  test("shows while cookies_accepted is absent, once, and not after 'Принять'", async ({ page, context }) => {
    await context.clearCookies();
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const popup = cookiePopup(page);
    await expect(popup).toBeVisible();
    await expect(popup).toHaveCount(1);
    await expect(popup.getByRole("heading", { name: "Мы используем файлы cookie" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // the popup is drawn before hydration (decision 0058); a click before it hides it, and the
    // hydrated page removes it
    await clickUntil(
      () => popup.getByRole("button", { name: "Принять" }).click(),
      (timeout) => expect(popup).toHaveCount(0, { timeout }),
    );
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "cookies_accepted")?.value).toBe("1");
    // the start order also set the AB flag and the device uuid, once
    expect(cookies.find((c) => c.name === "ab_flag")?.value).toMatch(/^(true|false)$/);
    expect(cookies.find((c) => c.name === "device_uuid")?.value).toMatch(/^[0-9a-f-]{36}$/);

    await page.goto("/catalog/opravy", { waitUntil: "load" });
    await page.waitForFunction(() => document.cookie.includes("device_uuid"));
    await page.waitForTimeout(500);
    await expect(cookiePopup(page)).toHaveCount(0);
  });

  test("is drawn with the page's first paint, before any module script, only for a shopper who has not accepted", async ({
    page,
    context,
  }, testInfo) => {
    await context.clearCookies();
    // no JavaScript module arrives: what shows is the server's HTML, the inlined CSS and the head's script
    await page.route(/\/assets\/.*\.js(\?|$)/, (route) => route.abort());
    await page.goto("/search?search=линзы", { waitUntil: "load" });
    const popup = cookiePopup(page);
    await expect(popup).toBeVisible();
    await expect(popup.getByRole("button", { name: "Принять" })).toBeInViewport();

    const origin = testInfo.project.use.baseURL ?? "";
    await context.addCookies([{ name: "cookies_accepted", value: "1", url: origin }]);
    await page.goto("/search?search=линзы", { waitUntil: "load" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(cookiePopup(page)).toBeHidden();
  });

  test("takes a tap on 'Принять' before the page's modules have run, and the page stores it when they do", async ({
    page,
    context,
  }) => {
    await context.clearCookies();
    // the modules wait, as on a slow phone, until the shopper has tapped
    let release = () => {};
    const modulesMayLoad = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js(\?|$)/, async (route) => {
      await modulesMayLoad;
      await route.continue();
    });
    await page.goto("/catalog/linzy", { waitUntil: "domcontentloaded" });
    const popup = cookiePopup(page);
    await expect(popup).toBeVisible();
    await popup.getByRole("button", { name: "Принять" }).click();
    await expect(popup).toBeHidden();
    expect((await context.cookies()).some((c) => c.name === "cookies_accepted")).toBe(false);

    release();
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === "cookies_accepted")?.value)
      .toBe("1");
    await expect(popup).toHaveCount(0);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.goto("/catalog/opravy", { waitUntil: "load" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(cookiePopup(page)).toBeHidden();
  });
});

test.describe("gallery popup", () => {
  test("opens from a product page at the clicked picture and closes with Escape", async ({
    page,
    context,
  }, testInfo) => {
    const origin = testInfo.project.use.baseURL ?? "";
    await context.addCookies([{ name: "cookies_accepted", value: "1", url: origin }]);
    await page.goto("/catalog/opravy", { waitUntil: "domcontentloaded" });
    const firstProduct = page.locator("main article h2 a").first();
    const href = await firstProduct.getAttribute("href");
    expect(href).toBeTruthy();
    await page.goto(href ?? "/", { waitUntil: "load" });

    // every picture has an opener; those of hidden slides are out of the accessibility tree
    const count = await page.locator('button[aria-label$="во весь экран"]').count();
    expect(count).toBeGreaterThan(0);
    // move the page's gallery to its last picture, then open that one
    const target = count;
    if (count > 1) {
      await expect(async () => {
        await page
          .getByRole("button", { name: `Показать изображение ${target}` })
          .first()
          .click();
        await expect(
          page.getByRole("button", { name: `Открыть изображение ${target} во весь экран` }),
        ).toBeInViewport();
      }).toPass({ timeout: 15_000 });
    }
    // a tap anywhere on the picture opens it (the opener covers the whole picture)
    const picture = page.locator(`main [data-slide-index="${target - 1}"] img`).first();
    await expect(picture).toBeInViewport();
    const box = await picture.boundingBox();
    expect(box).not.toBeNull();
    if (box) await page.mouse.click(box.x + box.width / 4, box.y + box.height / 2);

    const dialog = page.getByRole("dialog", { name: "Просмотр изображений" });
    await expect(dialog).toBeVisible();
    if (count > 1) {
      await expect(dialog.locator('button[aria-current="true"]')).toHaveAttribute(
        "aria-label",
        `Показать изображение ${target}`,
      );
    }
    await expect(dialog.locator(`[data-slide-index="${target - 1}"] img`)).toBeInViewport();
    if (count > 1) {
      // arrows on a phone too (spec §2: pagination and arrows); at the last picture, back is the way
      const previous = dialog.getByRole("button", { name: "Предыдущее изображение" });
      await expect(previous).toBeVisible();
      await expect(previous).toBeEnabled();
    }
    // the body does not scroll under the popup
    const overflow = await page.evaluate(() => getComputedStyle(document.body).overflow);
    expect(overflow).toBe("hidden");
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });
});

/**
 * Whether the page is back within a few lines of 1200 px: cards above the viewport are laid out
 * again as they are met (content-visibility), and the browser's scroll anchoring may move the
 * position by their difference from the remembered size (25 px seen on a phone).
 */
const scrolledNear1200 = (page: Page) => () => page.evaluate(() => Math.abs(window.scrollY - 1200) <= 60);

test.describe("scroll position", () => {
  test("a reload and the back button return to where the shopper was on a listing", async ({ page }) => {
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/cart");
    await page.goto("/catalog/linzy");
    await answered; // hydrated: the router saves positions from now on
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);

    await page.reload();
    await expect.poll(scrolledNear1200(page)).toBe(true);

    // a card the shopper sees there (Playwright's click would first scroll the first card into view)
    await page.evaluate(() => {
      const links = [
        ...document.querySelectorAll<HTMLAnchorElement>("article[data-product-id] a[href^='/product/']"),
      ];
      const seen = links.find((a) => {
        const box = a.getBoundingClientRect();
        return box.top > 80 && box.bottom < window.innerHeight;
      });
      seen?.click();
    });
    await expect(page).toHaveURL(/\/product\//);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/catalog\/linzy$/);
    await expect.poll(scrolledNear1200(page)).toBe(true);
  });
});
