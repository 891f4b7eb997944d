import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { clickUntil } from "../support/click-until.ts";
import { answerShellQuestions } from "../support/shell-popups.ts";

// Site shell (issue 8, spec §2 Layout): the menu's columns, the fixed header, scroll-to-top, the
// search overlay, the footer — on both brands, desktop and 390×844. The 404 text and the home logo
// are in shell.spec.ts.

/** Menu items per column of the 'Меню' dropdown: 2 on the main site, 1 on the partner site. */
function itemsPerColumn(testInfo: TestInfo): number {
  return testInfo.project.name.startsWith("partner") ? 1 : 2;
}

/** Serious or critical axe violations inside `selector`. */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Scrolls the window and waits for the shell's throttled (100 ms) scroll reading. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.waitForTimeout(250);
}

/** The home page, hydrated (the shell reacts to scroll only after hydration). */
async function openHome(page: Page) {
  await page.goto("/", { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.scrollHeight > 2000);
}

test.beforeEach(({ context, baseURL }) => answerShellQuestions(context, baseURL));

test.describe("desktop 'Меню'", () => {
  test.skip(({ isMobile }) => isMobile, "the 'Меню' dropdown is for wide screens");

  test("opens in columns of 2 items (1 on the partner site) and has no serious axe violation", async ({
    page,
  }, testInfo) => {
    const perColumn = itemsPerColumn(testInfo);
    await page.goto("/catalog/opravy", { waitUntil: "load" });
    const button = page.getByRole("button", { name: "Меню", exact: true });
    const nav = page.getByRole("navigation", { name: "Каталог и разделы" });
    await clickUntil(
      () => button.click(),
      (timeout) => expect(nav).toBeVisible({ timeout }),
    );
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const sizes = await nav
      .locator("[data-menu-column]")
      .evaluateAll((columns) => columns.map((column) => column.children.length));
    expect(sizes.length).toBeGreaterThan(1);
    // every column full except perhaps the last
    expect(sizes.slice(0, -1).every((size) => size === perColumn)).toBe(true);
    expect(sizes.at(-1)).toBeLessThanOrEqual(perColumn);
    // the columns stand in one row: none wraps below the others (the partner's eight included)
    const tops = await nav
      .locator("[data-menu-column]")
      .evaluateAll((columns) => columns.map((column) => Math.round(column.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    // the catalogue group lists the category links
    await expect(nav.locator('a[href="/catalog/linzy"]')).toHaveCount(1);
    expect(await seriousViolations(page, "header")).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
  });

  test("the phone link has the 'Звонок бесплатный' tooltip; a guest's profile icon leads to sign-in", async ({
    page,
  }) => {
    await page.goto("/catalog/opravy", { waitUntil: "load" });
    const phone = page.getByRole("banner").locator('a[href^="tel:"][aria-describedby]');
    await phone.hover();
    const tooltip = page.locator(`#${await phone.getAttribute("aria-describedby")}`);
    await expect(tooltip).toHaveText("Звонок бесплатный");
    await expect(tooltip).toBeVisible();
    // a guest's profile icon opens the phone sign-in (decision 0027)
    const profile = page.getByRole("banner").getByRole("button", { name: "Личный кабинет" });
    const signIn = page.getByRole("dialog");
    await clickUntil(
      () => profile.click(),
      (timeout) => expect(signIn).toBeVisible({ timeout }),
    );
    await expect(signIn.getByRole("textbox").first()).toBeVisible();
  });
});

test.describe("mobile menu", () => {
  test.skip(({ isMobile }) => !isMobile, "the burger menu is for phones");

  test("opens full screen with a two-column grid of categories, the brand's buttons, and no serious axe violation", async ({
    page,
  }, testInfo) => {
    const isPartner = testInfo.project.name.startsWith("partner");
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const dialog = page.getByRole("dialog", { name: "Меню" });
    await clickUntil(
      () => page.getByRole("button", { name: "Открыть меню" }).click(),
      (timeout) => expect(dialog).toBeVisible({ timeout }),
    );
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    expect(box?.height).toBe(844);
    const tiles = dialog.getByRole("navigation", { name: "Каталог" }).locator("li");
    const lefts = await tiles.evaluateAll((items) => items.map((li) => li.getBoundingClientRect().left));
    expect(new Set(lefts).size).toBe(2);
    await expect(dialog.getByRole("link", { name: "Избранное" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Корзина" })).toBeVisible();
    // the quick appointment button is the main site's only
    await expect(dialog.getByRole("link", { name: "Записаться на приём" })).toHaveCount(isPartner ? 0 : 1);
    await expect(dialog.getByText("Екатеринбург")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Обратный звонок" })).toHaveAttribute(
      "href",
      "/bystraya-zapis",
    );
    for (const name of ["Telegram-канал", "ВКонтакте", "Одноклассники", "WhatsApp", "Telegram-бот"]) {
      await expect(dialog.getByRole("link", { name })).toHaveCount(1);
    }
    expect(await seriousViolations(page, "dialog")).toEqual([]);
  });
});

test("the header becomes fixed after 300 px of scroll", async ({ page }) => {
  await openHome(page);
  const header = page.getByRole("banner");
  await scrollTo(page, 250);
  await expect(header).not.toHaveAttribute("data-fixed");
  await expect(async () => {
    await scrollTo(page, 400);
    await expect(header).toHaveAttribute("data-fixed", "true", { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  // pinned to the top of the viewport while the page is scrolled (once its 200 ms slide-down ends)
  const bar = header.locator("> div").first();
  await expect(bar).toHaveCSS("position", "fixed");
  await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
  await scrollTo(page, 0);
  await expect(header).not.toHaveAttribute("data-fixed");
});

test("scroll-to-top appears after 500 px and brings the page back to the top", async ({ page }) => {
  await openHome(page);
  const button = page.getByRole("button", { name: "Наверх" });
  await expect(async () => {
    await scrollTo(page, 450);
    await expect(page.locator("header[data-fixed]")).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(button).toBeHidden();
  await scrollTo(page, 900);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test("scroll-to-top lies over no card's text or button, and parks above the footer's links", async ({
  page,
}) => {
  await page.goto("/catalog/solncezashchitnye-ochki", { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.scrollHeight > 2000);
  const button = page.getByRole("button", { name: "Наверх" });
  await expect(async () => {
    await scrollTo(page, 900);
    await expect(button).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  // riding down the product grid: what it covers of a card is the card's padding at most
  const covered = await page.evaluate(async () => {
    const found = new Set<string>();
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 900; y < end; y += 60) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const r = document.querySelector("[data-scroll-to-top]")?.getBoundingClientRect();
      if (!r) continue;
      for (const el of document.querySelectorAll("[data-product-id] :is(a, button, h3, s, span, p)")) {
        const e = el.getBoundingClientRect();
        const overlaps =
          e.width > 0 && e.left < r.right && e.right > r.left && e.top < r.bottom && e.bottom > r.top;
        if (overlaps) found.add(`${el.tagName} ${el.textContent?.trim().slice(0, 30)}`);
      }
    }
    return [...found];
  });
  expect(covered).toEqual([]);
  // the footer in view: the button stays above it
  const footer = page.getByRole("contentinfo");
  await page.evaluate(() => {
    const top = [...document.querySelectorAll("footer")].at(-1)?.getBoundingClientRect().top ?? 0;
    window.scrollBy({ top: top - window.innerHeight * 0.6, behavior: "instant" });
  });
  await page.waitForTimeout(250);
  const buttonBox = await button.boundingBox();
  const footerBox = await footer.boundingBox();
  expect(buttonBox && footerBox && buttonBox.y + buttonBox.height <= footerBox.y).toBe(true);
});

test("the search icon opens the search overlay; Enter opens /search?search=…; Escape closes it", async ({
  page,
}) => {
  await page.goto("/catalog/opravy", { waitUntil: "load" });
  const dialog = page.getByRole("dialog", { name: "Поиск по сайту" });
  const search = page.getByRole("banner").getByRole("button", { name: "Поиск" });
  await clickUntil(
    () => search.click(),
    (timeout) => expect(dialog).toBeVisible({ timeout }),
  );
  const input = dialog.getByPlaceholder("Поиск");
  await expect(input).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(search).toBeFocused();

  await search.click();
  await input.fill("оправы ray");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/search\?search=%D0%BE%D0%BF%D1%80%D0%B0%D0%B2%D1%8B\+ray$/);
  await expect(dialog).toBeHidden();
});

test("the footer: menus, contact centre, legal block, socials; no serious axe violation", async ({
  page,
}) => {
  await page.goto("/catalog/opravy", { waitUntil: "load" });
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole("navigation", { name: "Разделы сайта" })).toBeVisible();
  await expect(footer.getByRole("navigation", { name: "Покупателям" })).toBeVisible();
  await expect(footer.getByText("Контакт-центр")).toBeVisible();
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(footer.locator('a[href="/vakansii"]')).toHaveCount(1);
  await expect(footer.getByRole("heading", { name: "Подпишитесь на наши соц. сети" })).toBeVisible();
  await expect(footer.getByRole("button", { name: "Электронная почта" })).toBeVisible();
  expect(await seriousViolations(page, "footer")).toEqual([]);
});

test("the e-mail in the footer is copied with 'Ссылка скопирована'", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/catalog/opravy", { waitUntil: "load" });
  const footer = page.getByRole("contentinfo");
  const email = footer.getByRole("button", { name: "Электронная почта" });
  // the footer hydrates after the page (decision 0046) and the toaster loads on the first toast:
  // a click may take a moment to show, and a second click a second toast
  await clickUntil(
    () => email.click(),
    (timeout) => expect(page.getByText("Ссылка скопирована").first()).toBeVisible({ timeout }),
  );
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^[^@\s]+@[^@\s]+$/);
});

test("the footer sits closer to the content on the home page", async ({ page }) => {
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const home = await page.getByRole("contentinfo").evaluate((f) => getComputedStyle(f).marginTop);
  await page.goto("/catalog/opravy", { waitUntil: "domcontentloaded" });
  const other = await page.getByRole("contentinfo").evaluate((f) => getComputedStyle(f).marginTop);
  expect(home).not.toBe(other);
});
