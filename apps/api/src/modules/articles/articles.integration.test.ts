import { CONTENT_MESSAGES, VACANCY_REPLY_TYPE } from "@optika/api-contract";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { TDb } from "../../db/client.ts";
import * as t from "../../db/schema.ts";
import { seedArticles } from "../../seed/articles/seed-articles.ts";
import { insertFixture } from "../../test/fixture.ts";
import { describeOnEngines } from "../../test/harness.ts";
import { CONTENT_QUERY_BUDGETS as B } from "../../test/query-budgets.ts";
import { listCampaignSitemapEntries } from "../campaigns/sitemap-entries.ts";
import { listVideoAndVacancySitemapEntries } from "../videos/sitemap-entries.ts";
import { listArticleSitemapEntries, listCharitySitemapEntries } from "./sitemap-entries.ts";

const NOW = new Date("2026-11-27T12:00:00Z");
const TODAY = "2026-11-27";
/** The order of promotions on /aktsii. */
const ORDER = ["current", "upcoming", "expired"];

/** An article whose stored body carries what must never reach a page. */
async function insertHostileArticle(db: TDb): Promise<void> {
  const [category] = await db
    .select({ id: t.articleCategories.id })
    .from(t.articleCategories)
    .where(eq(t.articleCategories.slug, "zdorove-glaz"));
  await db.insert(t.articles).values({
    categoryId: category?.id as number,
    slug: "opasnaya-statya",
    title: "Статья с опасной разметкой",
    bodyHtml:
      '<h2 onclick="alert(1)">Первый</h2><p>Текст<script>alert(2)</script></p><a href="javascript:alert(3)">ссылка</a><img src="x" onerror="alert(4)"><h2>Второй</h2>',
    publishedAt: new Date("2026-01-01T00:00:00Z"),
    headings: [
      { id: "pervyj", text: "Первый" },
      { id: '"><script>', text: "Сломанный" },
    ],
  });
  // scheduled for later: not shown yet
  await db.insert(t.articles).values({
    categoryId: category?.id as number,
    slug: "budushchaya",
    title: "Будущая статья",
    bodyHtml: "<p>Скоро</p>",
    publishedAt: new Date("2027-01-01T00:00:00Z"),
  });
}

describeOnEngines(
  "articles, promotions, videos, vacancies",
  (ctx) => {
    const get = async (url: string, budget?: number) => {
      ctx().resetQueries();
      const res = await ctx().app.inject({ method: "GET", url });
      if (budget !== undefined) expect(ctx().queries.length).toBe(budget);
      return res;
    };

    it("lists a section's articles newest first, by category, with bounded pages", async () => {
      const all = await get("/articles?section=stat", B.articles);
      expect(all.statusCode).toBe(200);
      const body = all.json();
      expect(body.categories.map((c: { slug: string }) => c.slug)).toEqual([
        "zdorove-glaz",
        "uhod-za-linzami",
        "vybor-opravy",
        "detskoe-zrenie",
        "och",
      ]);
      expect(body.total).toBe(30); // 29 seeded + the hostile one of this suite
      expect(body.items).toHaveLength(12);
      const dates = body.items.map((a: { published_at: string }) => a.published_at);
      expect([...dates].sort().reverse()).toEqual(dates);

      const och = await get("/articles?section=stat&category=och&limit=2", B.articles);
      expect(och.json().category.name).toBe("Очки");
      expect(och.json().items).toHaveLength(2);
      expect(och.json().total).toBe(4);
      const past = await get("/articles?section=stat&category=och&page=9", 1);
      expect([past.statusCode, past.json().items, past.json().total]).toEqual([200, [], 4]);

      const charity = await get("/articles?section=charity");
      expect(charity.json().categories).toHaveLength(2);
      expect(charity.json().total).toBe(6);

      const unknown = await get("/articles?section=stat&category=net-takoj");
      expect([unknown.statusCode, unknown.json().message]).toEqual([404, CONTENT_MESSAGES.categoryUnknown]);
      const charityInStat = await get("/articles?section=stat&category=pomoshch-detyam");
      expect(charityInStat.statusCode).toBe(404);

      for (const [url, field, message] of [
        ["/articles?section=stat&page=0", "page", CONTENT_MESSAGES.page],
        ["/articles?section=stat&page=1001", "page", CONTENT_MESSAGES.page],
        ["/articles?section=stat&limit=61", "limit", CONTENT_MESSAGES.limit],
        ["/articles?section=blog", "section", CONTENT_MESSAGES.section],
        ["/articles?section=stat&category=BAD%00", "category", "Некорректный адрес страницы"],
      ] as const) {
        const res = await get(url, 0);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().errors[field], url).toEqual([message]);
      }
    });

    it("shows an article with its table of contents anchored in the body, related articles and products", async () => {
      const list = await get("/articles?section=stat&category=detskoe-zrenie");
      const first = list.json().items[0];
      const res = await get(`/articles/stat/detskoe-zrenie/${first.slug}`, B.article);
      expect(res.statusCode).toBe(200);
      const { article } = res.json();
      expect(article.headings).toHaveLength(3);
      for (const h of article.headings)
        expect(article.body_html).toContain(`<h2 id="${h.id}">${h.text}</h2>`);
      expect(article.related_articles).toHaveLength(3);
      expect(
        article.related_articles.every(
          (a: { category: { slug: string } }) => a.category.slug === "detskoe-zrenie",
        ),
      ).toBe(true);
      expect(article.related_products.length).toBeGreaterThan(0);
      expect(article.related_products[0]).toHaveProperty("url");
      expect(article.reading_minutes).toBeGreaterThanOrEqual(1);

      expect((await get(`/articles/charity/detskoe-zrenie/${first.slug}`)).statusCode).toBe(404);
      const missing = await get("/articles/stat/uhod-za-linzami/net-takoj");
      expect([missing.statusCode, missing.json().message]).toEqual([404, CONTENT_MESSAGES.articleUnknown]);
      expect((await get("/articles/stat/zdorove-glaz/budushchaya")).statusCode).toBe(404);
      expect((await get("/articles/stat/zdorove-glaz/..%2F..")).statusCode).toBe(400);
    });

    it("serves stored HTML sanitised: no scripts, handlers or javascript: links; only well-formed anchors", async () => {
      const res = await get("/articles/stat/zdorove-glaz/opasnaya-statya", 1);
      const { article } = res.json();
      expect(article.body_html).not.toMatch(/<script|onerror|onclick|javascript:|alert\(2\)/i);
      expect(article.body_html).toContain('<h2 id="pervyj">Первый</h2>');
      expect(article.body_html).toContain("<h2>Второй</h2>");
      expect(article.headings).toEqual([{ id: "pervyj", text: "Первый" }]);
    });

    it("lists promotions running first, marks expired ones, and shows one with conditions and products", async () => {
      const res = await get("/campaigns?limit=60", B.campaigns);
      const { items, total } = res.json();
      expect(total).toBe(9);
      const statuses = items.map((c: { status: string }) => c.status);
      expect(new Set(statuses)).toEqual(new Set(["current", "upcoming", "expired"]));
      expect(statuses).toEqual(
        [...statuses].sort((a: string, b: string) => ORDER.indexOf(a) - ORDER.indexOf(b)),
      );
      expect(statuses.indexOf("expired")).toBe(statuses.length - 3);
      const current = await get("/campaigns/current", B.currentCampaigns);
      expect(current.json().items.every((c: { status: string }) => c.status === "current")).toBe(true);
      expect(current.json().items).toHaveLength(3);

      const one = await get("/campaigns/vtoraya-para-linz-v-podarok", B.campaign);
      const { campaign } = one.json();
      expect(campaign.status).toBe("current");
      expect(campaign.conditions_html).toContain("<li>");
      expect(campaign.products.length).toBeGreaterThan(0);
      const ended = await get("/campaigns/chernaya-pyatnica");
      expect(ended.json().campaign.status).toBe("expired");
      const missing = await get("/campaigns/net-takoj");
      expect([missing.statusCode, missing.json().message]).toEqual([404, CONTENT_MESSAGES.campaignUnknown]);
      const pastLast = await get("/campaigns?page=50", 2);
      expect([pastLast.json().items, pastLast.json().total]).toEqual([[], 9]);
    });

    it("lists videos with posters and embeddable players, newest first", async () => {
      const res = await get("/videos?limit=20", B.videos);
      const { items, total } = res.json();
      expect(total).toBe(13);
      expect(items[0].poster_image_id).toBeGreaterThan(0);
      expect(
        items.every((v: { embed_url: string }) => v.embed_url.startsWith("https://rutube.ru/play/embed/")),
      ).toBe(true);
      expect((await get("/videos?limit=0")).statusCode).toBe(400);
    });

    it("stores a vacancy reply durably and refuses bad input with the form's messages", async () => {
      const list = await get("/vacancies", B.vacancies);
      const vacancy = list.json().items[0];
      expect(list.json().items.length).toBeGreaterThanOrEqual(6);
      expect(vacancy.salary_from).toBe(15_000_000);
      // a JobPosting's date and employment type (decision 0056)
      expect(vacancy.employment_types).toEqual(["FULL_TIME"]);
      expect(Date.parse(vacancy.posted_at)).toBeLessThan(Date.now());

      ctx().resetQueries();
      const sent = await ctx().app.inject({
        method: "POST",
        url: `/vacancies/${vacancy.id}/reply`,
        payload: { name: "Ирина Смирнова", phone: "+7 (912) 345 67 89", message: "Опыт работы 3 года" },
      });
      expect(ctx().queries.length).toBe(B.vacancyReply);
      expect(sent.statusCode).toBe(200);
      expect(sent.json().message).toBe("Заявка успешно отправлена");
      const [row] = await ctx()
        .db.select()
        .from(t.formSubmissions)
        .where(eq(t.formSubmissions.id, sent.json().id));
      expect(row).toMatchObject({
        type: VACANCY_REPLY_TYPE,
        name: "Ирина Смирнова",
        phone: "79123456789",
        message: "Опыт работы 3 года",
        source: { vacancy_id: vacancy.id, vacancy_title: vacancy.title },
      });

      ctx().resetQueries();
      const bad = await ctx().app.inject({
        method: "POST",
        url: `/vacancies/${vacancy.id}/reply`,
        payload: { name: " ", phone: "+7 (012) 345", message: "x".repeat(2001) },
      });
      expect(ctx().queries.length).toBe(0);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({
        name: ["Обязательно к заполнению"],
        phone: [expect.any(String)],
        message: ["Слишком длинное значение"],
      });
      const unknown = await ctx().app.inject({
        method: "POST",
        url: "/vacancies/99999/reply",
        payload: { name: "Ирина", phone: "+7 (912) 345 67 89" },
      });
      expect([unknown.statusCode, unknown.json().message]).toEqual([404, CONTENT_MESSAGES.vacancyUnknown]);
      expect(
        (await ctx().app.inject({ method: "POST", url: "/vacancies/abc/reply", payload: {} })).statusCode,
      ).toBe(400);
    });

    it("gives the sitemap every article, category, section and promotion path with a day", async () => {
      const articles = await listArticleSitemapEntries(ctx().db, NOW);
      expect(articles[0]?.path).toBe("/stat");
      expect(articles.some((e) => e.path === "/stat/och")).toBe(true);
      expect(articles.filter((e) => e.path.split("/").length === 4)).toHaveLength(30);
      expect(articles.some((e) => e.path.endsWith("/budushchaya"))).toBe(false);
      expect(articles.every((e) => /^\d{4}-\d{2}-\d{2}$/.test(e.lastmod))).toBe(true);
      const charity = await listCharitySitemapEntries(ctx().db, NOW);
      expect(charity.filter((e) => e.path.split("/").length === 4)).toHaveLength(6);
      const campaigns = await listCampaignSitemapEntries(ctx().db);
      expect(campaigns.map((e) => e.path)).toContain("/aktsii/chernaya-pyatnica");
      expect(campaigns[0]?.path).toBe("/aktsii");
      const listings = await listVideoAndVacancySitemapEntries(ctx().db, NOW);
      expect(listings.map((e) => e.path)).toEqual(["/video", "/vakansii"]);
    });
  },
  {
    prepare: async (db) => {
      await insertFixture(db);
      await seedArticles(db, { today: TODAY });
      await insertHostileArticle(db);
    },
    app: { now: () => NOW },
    // migrations + fixture + the content seed; a loaded machine needs more than the default minute
    timeoutMs: 180_000,
  },
);
