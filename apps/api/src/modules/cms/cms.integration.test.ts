import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { cmsPages } from "../../db/schema.ts";
import { seedCmsContent } from "../../seed/cms-content.ts";
import { FX, insertFixture } from "../../test/fixture.ts";
import { describeOnEngines } from "../../test/harness.ts";
import { CMS_QUERY_BUDGETS } from "../../test/query-budgets.ts";
import { listCmsSitemapEntries } from "./list-cms-sitemap-entries.ts";
import { createPreviewToken } from "./preview-token.ts";
import { saveCmsPage } from "./save-cms-page.ts";

const SECRET = "cms-preview-secret-for-integration-tests";
const NOW = new Date("2026-11-27T12:00:00Z");
const inHour = new Date(NOW.getTime() + 3_600_000);

const XSS_HTML = [
  `<p>Текст</p><script>alert("xss")</script>`,
  `<img src="x" onerror="alert(1)">`,
  `<a href="javascript:alert(1)" onclick="alert(2)">ссылка</a>`,
  `<div onmouseover="alert(3)" style="background:url(javascript:alert(4))">блок</div>`,
  `<iframe src="javascript:alert(5)"></iframe><svg onload="alert(6)"></svg>`,
].join("");

function expectHarmless(body: string): void {
  expect(body).not.toMatch(/<script/i);
  expect(body).not.toMatch(/\son[a-z]+\s*=/i);
  expect(body).not.toMatch(/javascript:/i);
  expect(body).not.toMatch(/style=/i);
  expect(body).not.toMatch(/<svg/i);
}

async function prepare(db: Parameters<typeof insertFixture>[0]) {
  await insertFixture(db);
  await seedCmsContent(db, NOW);
  await saveCmsPage(
    db,
    {
      id: 5001,
      path: "/test/xss",
      title: "Проверка",
      status: "published",
      blocks: [
        { kind: "rich-text", html: XSS_HTML },
        { kind: "faq", title: "Вопросы", items: [{ question: "Что?", answerHtml: XSS_HTML }] },
        { kind: "html-embed", html: XSS_HTML },
        {
          kind: "product-carousel",
          title: "Линзы",
          source: { by: "ids", ids: [FX.product.oasys, FX.product.moist] },
        },
      ],
    },
    NOW,
  );
  await saveCmsPage(
    db,
    {
      id: 5002,
      path: "/test/draft",
      title: "Черновик для проверки",
      status: "draft",
      blocks: [{ kind: "rich-text", html: "<p>Текст черновика</p>" }],
    },
    NOW,
  );
  // a row written around the API (an import, a manual UPDATE): served sanitised all the same
  await db.insert(cmsPages).values({
    id: 5003,
    path: "/test/raw",
    title: "Сырая строка",
    status: "published",
    blocks: [
      { kind: "rich-text", html: XSS_HTML },
      { kind: "no-such-kind", html: "<script>alert(1)</script>" },
      { kind: "cta", title: "Кнопка", text: "т", button: { href: "javascript:alert(1)", text: "x" } },
    ],
  });
}

describeOnEngines(
  "CMS pages",
  (ctx) => {
    const get = (url: string) => ctx().app.inject({ method: "GET", url });

    it("serves a published page by path with its blocks", async () => {
      const res = await get("/cms/pages/by-path?path=/acuvue");
      expect(res.statusCode).toBe(200);
      const { page } = res.json();
      expect(page.title).toBe("Контактные линзы ACUVUE и программа MyACUVUE");
      expect(page.status).toBe("published");
      const kinds = page.blocks.map((b: { kind: string }) => b.kind);
      expect(kinds).toContain("cta");
      expect(kinds).toContain("faq");
      const cta = page.blocks.find((b: { kind: string }) => b.kind === "cta");
      expect(cta.button.href).toBe("/acuvue?myacuvue=signin");
      // the filter carousel (brand=acuvue) carries the fixture's ACUVUE lenses
      const carousel = page.blocks.find((b: { kind: string }) => b.kind === "product-carousel");
      expect(carousel.products.length).toBeGreaterThan(0);
      expect(carousel.products.every((p: { brand: { slug: string } }) => p.brand.slug === "acuvue")).toBe(
        true,
      );
    });

    it("answers 404 for a path without a published page, and never serves a draft", async () => {
      expect((await get("/cms/pages/by-path?path=/net-takoy-stranicy")).statusCode).toBe(404);
      const draft = await get("/cms/pages/by-path?path=/test/draft");
      expect(draft.statusCode).toBe(404);
      expect(draft.body).not.toContain("Текст черновика");
    });

    it("refuses malformed paths with 400", async () => {
      for (const path of [
        "acuvue",
        "//evil.example",
        "/ACUVUE",
        "/a//b",
        "/a/",
        `/${"a".repeat(300)}`,
        "/a%00b",
      ]) {
        const res = await get(`/cms/pages/by-path?path=${encodeURIComponent(path)}`);
        expect(res.statusCode, path).toBe(400);
      }
    });

    it("sanitises HTML on write: script tags, handlers and javascript: URLs are not stored", async () => {
      const rows = await ctx().db.execute(sql`select blocks::text as blocks from cms_pages where id = 5001`);
      const stored = (rows as unknown as { rows: Array<{ blocks: string }> }).rows[0]?.blocks ?? "";
      expect(stored).toContain("Текст");
      expectHarmless(stored);
    });

    it("sanitises HTML when served, even a row written around the API; unknown or invalid blocks are left out", async () => {
      for (const path of ["/test/xss", "/test/raw"]) {
        const res = await get(`/cms/pages/by-path?path=${path}`);
        expect(res.statusCode).toBe(200);
        expectHarmless(res.body);
        expect(res.body).toContain("Текст");
      }
      const raw = (await get("/cms/pages/by-path?path=/test/raw")).json();
      expect(raw.page.blocks.map((b: { kind: string }) => b.kind)).toEqual(["rich-text"]);
    });

    it("resolves a carousel by ids into product cards in the given order", async () => {
      const { page } = (await get("/cms/pages/by-path?path=/test/xss")).json();
      const carousel = page.blocks.find((b: { kind: string }) => b.kind === "product-carousel");
      expect(carousel.products.map((p: { id: number }) => p.id)).toEqual([
        FX.product.oasys,
        FX.product.moist,
      ]);
    });

    it("previews a draft with a valid token; expired, tampered and foreign tokens get 404", async () => {
      const valid = createPreviewToken(SECRET, { pageId: 5002, version: 1, expiresAt: inHour });
      const res = await get(`/cms/pages/preview?token=${encodeURIComponent(valid)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().page.status).toBe("draft");
      expect(res.body).toContain("Текст черновика");
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.headers["x-robots-tag"]).toBe("noindex");

      const expired = createPreviewToken(SECRET, {
        pageId: 5002,
        version: 1,
        expiresAt: new Date(NOW.getTime() - 1),
      });
      const tampered = valid.replace(/^5002\./, "5001.");
      const foreign = createPreviewToken(`${SECRET}-other`, { pageId: 5002, version: 1, expiresAt: inHour });
      const revoked = createPreviewToken(SECRET, { pageId: 5002, version: 0, expiresAt: inHour });
      const missing = createPreviewToken(SECRET, { pageId: 999_999, version: 1, expiresAt: inHour });
      for (const token of [expired, tampered, foreign, revoked, missing, "junk"]) {
        const bad = await get(`/cms/pages/preview?token=${encodeURIComponent(token)}`);
        expect(bad.statusCode, token).toBe(404);
        expect(bad.body).not.toContain("Текст черновика");
      }
      expect((await get("/cms/pages/preview")).statusCode).toBe(400);
      expect((await get(`/cms/pages/preview?token=${"a".repeat(400)}`)).statusCode).toBe(400);
    });

    it("serves the product page's blocks 248 and 36 by id, published only, in the order asked", async () => {
      const res = await get("/cms/blocks?ids=248,36,5002,777");
      expect(res.statusCode).toBe(200);
      const { pages } = res.json();
      expect(pages.map((p: { id: number }) => p.id)).toEqual([248, 36]);
      expect(pages[1].blocks[0].kind).toBe("faq");
      for (const ids of ["", "a", "1,,2", "0", "1,2,3,4,5,6,7,8,9,10,11", "99999999999"]) {
        expect((await get(`/cms/blocks?ids=${ids}`)).statusCode, ids).toBe(400);
      }
    });

    it("serves menus and the home banners showing now", async () => {
      const menu = await get("/cms/menus/header");
      expect(menu.statusCode).toBe(200);
      expect(Array.isArray(menu.json().items)).toBe(true);
      expect((await get("/cms/menus/sidebar")).statusCode).toBe(400);
      const banners = await get("/cms/banners/home");
      expect(banners.statusCode).toBe(200);
      expect(banners.json().banners.map((b: { id: number }) => b.id)).toEqual([1, 2, 3, 4]);
      expect((await get("/cms/banners/nowhere")).statusCode).toBe(400);
      const art = await get("/cms/art/myacuvue.svg");
      expect(art.statusCode).toBe(200);
      expect(art.headers["content-type"]).toContain("image/svg+xml");
      expect((await get("/cms/art/none.svg")).statusCode).toBe(404);
    });

    it("lists published pages with paths for the sitemap (no drafts, no block pages)", async () => {
      const entries = await listCmsSitemapEntries(ctx().db);
      const paths = entries.map((e) => e.path);
      expect(paths).toContain("/acuvue");
      expect(paths).toContain("/company/law/policy-personal-data");
      expect(paths).not.toContain("/test/draft");
      expect(paths).not.toContain("/novogodnyaya-kollekciya");
      expect(entries.every((e) => e.updatedAt instanceof Date)).toBe(true);
    });

    it("keeps to its query budgets", async () => {
      const cases: Array<[string, number]> = [
        ["/cms/pages/by-path?path=/company/law/personal-data", CMS_QUERY_BUDGETS.textPage],
        ["/cms/pages/by-path?path=/test/xss", CMS_QUERY_BUDGETS.pageWithCarouselByIds],
        ["/cms/pages/by-path?path=/acuvue", CMS_QUERY_BUDGETS.pageWithCarouselByFilter],
        ["/cms/blocks?ids=248,36", CMS_QUERY_BUDGETS.blocks],
        ["/cms/banners/home", CMS_QUERY_BUDGETS.banners],
      ];
      for (const [url, budget] of cases) {
        ctx().resetQueries();
        expect((await get(url)).statusCode).toBe(200);
        expect(ctx().queries.length, url).toBeLessThanOrEqual(budget);
      }
    });

    // The read cache would hide a menu's statement: empty it first, unless the cached path is measured.
    const measure = async (url: string, status: number, cached = false) => {
      if (!cached) ctx().app.readCache.invalidate();
      ctx().resetQueries();
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      return ctx().queries.length;
    };
    const preview = (pageId: number, options: { version?: number; expiresAt?: Date; secret?: string } = {}) =>
      `/cms/pages/preview?token=${encodeURIComponent(
        createPreviewToken(options.secret ?? SECRET, {
          pageId,
          version: options.version ?? 1,
          expiresAt: options.expiresAt ?? inHour,
        }),
      )}`;

    it(`a preview costs ${CMS_QUERY_BUDGETS.preview} statement (its blocks as a page's), cached or not`, async () => {
      expect(await measure(preview(5002), 200)).toBe(CMS_QUERY_BUDGETS.preview);
      // the preview is never cached: the same again costs the same
      expect(await measure(preview(5002), 200, true)).toBe(CMS_QUERY_BUDGETS.preview);
      // a carousel by ids: the page + current city + all its cards, as the published page costs
      expect(await measure(preview(5001), 200)).toBe(CMS_QUERY_BUDGETS.pageWithCarouselByIds);
    });

    it(`a refused preview token costs ${CMS_QUERY_BUDGETS.previewRefused} statements; a revoked one the page lookup`, async () => {
      const expired = preview(5002, { expiresAt: new Date(NOW.getTime() - 1) });
      const foreign = preview(5002, { secret: `${SECRET}-other` });
      const tampered = preview(5002).replace("token=5002.", "token=5001.");
      for (const url of [expired, foreign, tampered, "/cms/pages/preview?token=junk"]) {
        expect(await measure(url, 404), url).toBe(CMS_QUERY_BUDGETS.previewRefused);
      }
      expect(await measure("/cms/pages/preview", 400)).toBe(CMS_QUERY_BUDGETS.previewRefused);
      // well signed and unexpired: the page is read, then its preview_version (or absence) refuses it
      for (const url of [preview(5002, { version: 0 }), preview(999_999)]) {
        expect(await measure(url, 404), url).toBe(CMS_QUERY_BUDGETS.previewRevoked);
      }
    });

    it(`a menu costs ${CMS_QUERY_BUDGETS.menu} statement, however many items; cached ${CMS_QUERY_BUDGETS.menuCached}`, async () => {
      for (const menu of ["header", "footer", "footer2"]) {
        const url = `/cms/menus/${menu}`;
        expect(await measure(url, 200), url).toBe(CMS_QUERY_BUDGETS.menu);
        expect(await measure(url, 200, true), url).toBe(CMS_QUERY_BUDGETS.menuCached);
      }
      expect(await measure("/cms/menus/sidebar", 400)).toBe(0);
    });
  },
  { prepare, timeoutMs: 180_000, app: { env: { CMS_PREVIEW_SECRET: SECRET }, now: () => NOW } },
);
