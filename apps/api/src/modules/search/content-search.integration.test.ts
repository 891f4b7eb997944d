import { expect, it } from "vitest";
import type { TDb } from "../../db/client.ts";
import * as t from "../../db/schema.ts";
import { seedDatabase } from "../../seed/index.ts";
import { describeOnEngines } from "../../test/harness.ts";
import { QUESTION_TITLE_MAX } from "../questions/search-questions.ts";

/** Scheduled far ahead: still unpublished whenever the suite runs. */
const LATER = new Date("2099-01-01T00:00:00Z");

type TItem = {
  id: number;
  title: string;
  slug: string;
  url: string;
  image_id: number | null;
  description: string | null;
};

/** What the public must never find: a scheduled article, a video not out yet, an unanswered question. */
async function insertUnpublished(db: TDb): Promise<void> {
  const [category] = await db.select({ id: t.articleCategories.id }).from(t.articleCategories).limit(1);
  await db.insert(t.articles).values({
    categoryId: category?.id as number,
    slug: "budushchaya-kosoglazie",
    title: "Косоглазие у взрослых: будущая статья",
    bodyHtml: "<p>Косоглазие</p>",
    publishedAt: LATER,
  });
  await db.insert(t.videos).values({
    title: "Косоглазие: будущее видео",
    videoUrl: "https://rutube.ru/play/embed/0123456789abcdef0123456789abcdef",
    durationSeconds: 60,
    publishedAt: LATER,
  });
  const [topic] = await db.select({ id: t.questionTopics.id }).from(t.questionTopics).limit(1);
  await db.insert(t.questions).values([
    {
      topicId: topic?.id as number,
      authorName: "Гость",
      contact: "79120000000",
      text: "Косоглазие лечится?",
    },
    {
      topicId: topic?.id as number,
      authorName: "Гость",
      contact: "guest@example.com",
      text: `Косоглазие у ребёнка: ${"очень длинный вопрос о лечении и упражнениях ".repeat(8)}что делать?`,
      status: "approved",
      answer: "Обратитесь к детскому офтальмологу.",
      answeredAt: new Date("2026-11-01T00:00:00Z"),
    },
  ]);
}

describeOnEngines(
  "GET /catalog/search: content groups (articles, videos, questions, services, specialists)",
  (ctx) => {
    const groups = async (query: string) => {
      ctx().app.readCache.invalidate();
      const res = await ctx().app.inject({
        method: "GET",
        url: `/catalog/search?${new URLSearchParams({ query })}`,
      });
      expect(res.statusCode).toBe(200);
      return res.json().groups as Record<string, { name: string; items: TItem[]; total: number }>;
    };

    it("finds published articles of both sections by a word form of their title, linked to their page", async () => {
      const { articles } = await groups("сухой глаз");
      expect(articles?.name).toBe("Статьи");
      expect(articles?.items[0]).toMatchObject({
        title: "Синдром сухого глаза: почему глаза устают к вечеру",
        url: expect.stringMatching(/^\/stat\/zdorove-glaz\/[a-z0-9-]+$/),
        description: expect.stringContaining("Жжение"),
      });
      expect(articles?.total).toBe(articles?.items.length);
      // wrong keyboard layout ("сухость" typed on the Latin layout) finds the same article's text
      expect((await groups("ce[jcnm")).articles?.items.map((a) => a.title)).toContain(
        "Синдром сухого глаза: почему глаза устают к вечеру",
      );
    });

    it("finds videos by title and description, linked to their poster on the /video page that shows it", async () => {
      const { videos } = await groups("надеть контактную линзу");
      expect(videos?.name).toBe("Видео");
      expect(videos?.items[0]).toMatchObject({
        title: "Как надеть контактную линзу: пошаговая инструкция",
        url: expect.stringMatching(/^\/video(\?page=\d+)?#video-\d+$/),
      });
      const first = videos?.items[0] as TItem;
      expect(first.url.endsWith(`#video-${first.id}`)).toBe(true);
      // the page in the url is the /video page that lists the video (12 per page, newest first)
      const [, page = "1"] = first.url.match(/page=(\d+)/) ?? [];
      const listing = await ctx().app.inject({ method: "GET", url: `/videos?page=${page}` });
      expect(listing.json().items.map((v: { id: number }) => v.id)).toContain(first.id);
    });

    it("finds published questions by question and answer, never the asker's contact", async () => {
      const { questions } = await groups("спать в линзах");
      expect(questions?.name).toBe("Вопросы");
      expect(questions?.items[0]).toMatchObject({
        title: "Можно ли спать в контактных линзах, если они из силикон-гидрогеля?",
        url: `/questions-specialist/${questions?.items[0]?.id}`,
        description: expect.stringContaining("пролонгированного ношения"),
      });
      // "воспаления роговицы" is only in an answer
      expect((await groups("воспаление роговицы")).questions?.total).toBeGreaterThan(0);
      expect(JSON.stringify(questions)).not.toMatch(/7912|@/);
    });

    it("finds nothing not yet published; a long question's title is cut at a word", async () => {
      const found = await groups("косоглазие");
      expect(found.articles?.items.map((a) => a.title)).not.toContain(
        "Косоглазие у взрослых: будущая статья",
      );
      expect(found.videos?.items.map((v) => v.title)).not.toContain("Косоглазие: будущее видео");
      const titles = found.questions?.items.map((q) => q.title) ?? [];
      expect(titles).not.toContain("Косоглазие лечится?");
      const long = titles.find((title) => title.startsWith("Косоглазие у ребёнка"));
      expect(long).toMatch(/ \S+…$/u);
      expect(Array.from(long ?? "").length).toBeLessThanOrEqual(QUESTION_TITLE_MAX);
      expect(JSON.stringify(found)).not.toContain("guest@example.com");
    });

    it("finds services (booking links) and the city's specialists", async () => {
      const found = await groups("проверка зрения");
      expect(found.services?.total).toBeGreaterThan(0);
      expect(found.services?.items[0]?.url).toMatch(/^\/zapis\/[a-z0-9-]+$/);
      const specialists = await groups("офтальмолог");
      expect(specialists.specialists?.total).toBeGreaterThan(0);
      expect(specialists.specialists?.items[0]?.url).toMatch(/^\/specialists\/\d+$/);
    });
  },
  {
    prepare: async (db) => {
      await seedDatabase(db, { scale: 1 });
      await insertUnpublished(db);
    },
    timeoutMs: 180_000,
  },
);
