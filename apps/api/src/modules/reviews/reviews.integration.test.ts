import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import * as t from "../../db/schema.ts";
import { insertFixture } from "../../test/fixture.ts";
import { buildTestApp, describeOnEngines } from "../../test/harness.ts";
import {
  CONTENT_REVIEW_QUERY_BUDGETS as BUDGET,
  MODERATION_QUERY_BUDGETS as MODERATION,
} from "../../test/query-budgets.ts";
import { listReviewSitemapEntries } from "./review-sitemap.ts";

const TOKEN = "moderation-token-for-tests-0123456789abcdef";
const AUTH = { authorization: `Bearer ${TOKEN}` };
const valid = {
  name: "Ольга",
  phone: "+7 (912) 345 67 89",
  store_id: 2,
  rating: 5,
  text: "Очень внимательный врач, спасибо!",
};

async function prepare(db: TDb) {
  await insertFixture(db);
  const day = (n: number) => new Date(Date.UTC(2026, 10, 1) + n * 86_400_000);
  await db.insert(t.reviews).values([
    {
      storeId: 2,
      authorName: "Анна",
      phone: "79120000001",
      rating: 5,
      text: "Отличная клиника, всё понравилось",
      status: "approved",
      createdAt: day(1),
    },
    {
      storeId: 2,
      authorName: "Борис",
      phone: "79120000002",
      rating: 4,
      text: "Хорошо, но пришлось подождать",
      status: "approved",
      createdAt: day(2),
      answer: "Спасибо, исправимся!",
    },
    {
      storeId: 1,
      authorName: "Вера",
      phone: "79120000003",
      rating: 3,
      text: "Нормально, ничего особенного",
      status: "approved",
      createdAt: day(3),
    },
    {
      storeId: 1,
      authorName: "Глеб",
      phone: "79120000004",
      rating: 1,
      text: "Не понравилось совсем ничего",
      status: "rejected",
      createdAt: day(4),
    },
  ]);
}

describeOnEngines(
  "reviews",
  (ctx) => {
    const get = async (url: string, budget?: number, headers: Record<string, string> = {}) => {
      ctx().resetQueries();
      const res = await ctx().app.inject({ method: "GET", url, headers });
      if (budget !== undefined) expect(ctx().queries.length).toBe(budget);
      return res;
    };
    const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      ctx().app.inject({ method: "POST", url, payload: payload as object, headers });

    it("lists approved reviews newest first with each clinic's average and the network's", async () => {
      const res = await get("/reviews", BUDGET.reviews);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.reviews.map((r: { author_name: string }) => r.author_name)).toEqual([
        "Вера",
        "Борис",
        "Анна",
      ]);
      expect(body.reviews[1]).toMatchObject({
        store: { id: 2, name: "Клиника на Малышева", address: "ул. Малышева, 30" },
        rating: 4,
        answer: "Спасибо, исправимся!",
      });
      expect(body.reviews[0]).not.toHaveProperty("phone");
      expect(body.summary).toEqual({ review_count: 3, average_rating: 4 });
      const clinic = body.stores.find((s: { id: number }) => s.id === 2);
      expect(clinic).toMatchObject({
        review_count: 2,
        average_rating: 4.5,
        is_clinic: true,
        city: "Екатеринбург",
      });
      expect(body.stores.find((s: { id: number }) => s.id === 3)).toMatchObject({
        review_count: 0,
        average_rating: null,
      });
      expect(body.pagination).toEqual({ page: 1, perPage: 10, total: 3, pageCount: 1 });
    });

    it("filters by clinic and rating; unknown clinic, page past the end and bad input are 4xx with messages", async () => {
      const byStore = await get("/reviews?store=1", BUDGET.reviews);
      expect(byStore.json().reviews.map((r: { author_name: string }) => r.author_name)).toEqual(["Вера"]);
      const byRating = await get("/reviews?rating=5");
      expect(byRating.json().reviews.map((r: { author_name: string }) => r.author_name)).toEqual(["Анна"]);
      const unknown = await get("/reviews?store=999");
      expect([unknown.statusCode, unknown.json().message]).toEqual([404, "Салон или клиника не найдены"]);
      expect((await get("/reviews?page=2")).statusCode).toBe(404);
      const badRating = await get("/reviews?rating=6");
      expect([badRating.statusCode, badRating.json().errors.rating]).toEqual([
        400,
        ["Оценка — число от 1 до 5"],
      ]);
      expect((await get("/reviews?page=100000")).statusCode).toBe(400);
      expect((await get("/reviews/latest?limit=2", BUDGET.latestReviews)).json().reviews).toHaveLength(2);
      expect((await get("/reviews/latest?limit=50")).statusCode).toBe(400);
    });

    it("stores a submission as pending, not listed, with field messages for bad input", async () => {
      ctx().resetQueries();
      const res = await post("/reviews", valid);
      expect(ctx().queries.length).toBe(BUDGET.submitReview);
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe("Отзыв отправлен и появится на сайте после проверки модератором.");
      const [row] = await queryRows<{ status: string; phone: string; text: string }>(
        ctx().db,
        sql`select status, phone, text from reviews where id = ${res.json().id}`,
      );
      expect(row).toEqual({ status: "pending", phone: "79123456789", text: valid.text });
      const listed = await get("/reviews");
      expect(listed.json().reviews.some((r: { id: number }) => r.id === res.json().id)).toBe(false);

      const bad = await post("/reviews", { name: "", phone: "+7 (912", store_id: "", rating: 7, text: "ок" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({
        name: ["Обязательно к заполнению"],
        phone: ["Неверный формат номера"],
        store_id: ["Выберите клинику или салон"],
        rating: ["Поставьте оценку от 1 до 5"],
        text: ["Поле должно содержать минимум 10 символов"],
      });
      const long = await post("/reviews", { ...valid, text: "а".repeat(4_001) });
      expect(long.statusCode).toBe(400);
      expect(long.json().errors.text).toContain("Слишком длинное значение");
      const nul = await post("/reviews", { ...valid, name: "Оль\u0000га" });
      expect(nul.statusCode).toBe(400);
      const noStore = await post("/reviews", { ...valid, store_id: 999 });
      expect([noStore.statusCode, noStore.json().errors.store_id]).toEqual([
        400,
        ["Выберите клинику или салон"],
      ]);
      expect((await post("/reviews", [1, 2])).statusCode).toBe(400);
    });

    it("moderation needs the token; approving shows the review with the shop's answer", async () => {
      const submitted = (await post("/reviews", { ...valid, name: "Модерируемый" })).json().id as number;
      expect((await get("/moderation/reviews")).statusCode).toBe(401);
      expect(
        (await get("/moderation/reviews", undefined, { authorization: "Bearer wrong" })).statusCode,
      ).toBe(401);
      expect((await post(`/moderation/reviews/${submitted}`, { status: "approved" })).statusCode).toBe(401);
      const queue = await get("/moderation/reviews?status=pending", undefined, AUTH);
      expect(queue.statusCode).toBe(200);
      // shoppers' names and phones: never kept by a browser or a proxy
      expect(queue.headers["cache-control"]).toBe("private, no-store");
      const pending = queue.json().reviews.find((r: { id: number }) => r.id === submitted);
      expect(pending).toMatchObject({ status: "pending", phone: "79123456789" });

      const approved = await post(
        `/moderation/reviews/${submitted}`,
        { status: "approved", answer: "Спасибо!" },
        AUTH,
      );
      expect([approved.statusCode, approved.headers["cache-control"]]).toEqual([200, "private, no-store"]);
      expect(approved.json()).toMatchObject({ status: "approved", answer: "Спасибо!" });
      const listed = await get("/reviews?store=2");
      expect(listed.json().reviews[0]).toMatchObject({
        id: submitted,
        author_name: "Модерируемый",
        answer: "Спасибо!",
      });

      const rejected = await post(`/moderation/reviews/${submitted}`, { status: "rejected" }, AUTH);
      expect(rejected.json().answer).toBe("Спасибо!");
      expect(
        (await get("/reviews?store=2")).json().reviews.some((r: { id: number }) => r.id === submitted),
      ).toBe(false);
      expect((await post("/moderation/reviews/999999", { status: "approved" }, AUTH)).statusCode).toBe(404);
      const badStatus = await post(`/moderation/reviews/${submitted}`, { status: "published" }, AUTH);
      expect(badStatus.statusCode).toBe(400);
    });

    it("without a configured token the moderation routes do not exist", async () => {
      const app = await buildTestApp(ctx().db);
      try {
        const res = await app.inject({ method: "GET", url: "/moderation/reviews", headers: AUTH });
        expect(res.statusCode).toBe(404);
        const post404 = await app.inject({
          method: "POST",
          url: "/moderation/reviews/1",
          headers: AUTH,
          payload: { status: "approved" },
        });
        expect(post404.statusCode).toBe(404);
      } finally {
        await app.close();
      }
    });

    it("stores 100 parallel submissions, none lost", async () => {
      const [before] = await queryRows<{ n: number }>(ctx().db, sql`select count(*)::int as n from reviews`);
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) => post("/reviews", { ...valid, name: `Параллельный ${i}` })),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(100).fill(201));
      expect(new Set(results.map((r) => r.json().id)).size).toBe(100);
      const [after] = await queryRows<{ n: number }>(ctx().db, sql`select count(*)::int as n from reviews`);
      expect(Number(after?.n) - Number(before?.n)).toBe(100);
      const [named] = await queryRows<{ n: number }>(
        ctx().db,
        sql`select count(distinct author_name)::int as n from reviews where author_name like 'Параллельный %' and status = 'pending'`,
      );
      expect(Number(named?.n)).toBe(100);
    });

    it("honours the write rate limit: beyond it 429 and nothing stored", async () => {
      const app = await buildTestApp(ctx().db, { rateLimit: { max: { write: 5 } } });
      try {
        const [before] = await queryRows<{ n: number }>(
          ctx().db,
          sql`select count(*)::int as n from reviews`,
        );
        const results = [];
        for (let i = 0; i < 20; i++) {
          results.push(
            await app.inject({ method: "POST", url: "/reviews", payload: { ...valid, name: `Лимит ${i}` } }),
          );
        }
        const codes = results.map((r) => r.statusCode);
        expect(codes.filter((c) => c === 201)).toHaveLength(5);
        expect(codes.filter((c) => c === 429)).toHaveLength(15);
        expect(results.find((r) => r.statusCode === 429)?.json().message).toBe(
          "Слишком много запросов. Повторите попытку позже",
        );
        const [after] = await queryRows<{ n: number }>(ctx().db, sql`select count(*)::int as n from reviews`);
        expect(Number(after?.n) - Number(before?.n)).toBe(5);
      } finally {
        await app.close();
      }
    });

    it("under a parallel burst the limit still holds: at most the limit stored, every other answer 429", async () => {
      const app = await buildTestApp(ctx().db, { rateLimit: { max: { write: 5 } } });
      try {
        const [before] = await queryRows<{ n: number }>(
          ctx().db,
          sql`select count(*)::int as n from reviews`,
        );
        const results = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            app.inject({ method: "POST", url: "/reviews", payload: { ...valid, name: `Пачка ${i}` } }),
          ),
        );
        const created = results.filter((r) => r.statusCode === 201).length;
        expect(created).toBeLessThanOrEqual(5);
        expect(results.every((r) => r.statusCode === 201 || r.statusCode === 429)).toBe(true);
        const [after] = await queryRows<{ n: number }>(ctx().db, sql`select count(*)::int as n from reviews`);
        expect(Number(after?.n) - Number(before?.n)).toBe(created);
      } finally {
        await app.close();
      }
    });

    it("gives the sitemap /reviews with its newest approved review's date", async () => {
      const [entry] = await listReviewSitemapEntries(ctx().db);
      expect(entry?.path).toBe("/reviews");
      expect(entry?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });

    it(`the moderation queue costs ${MODERATION.reviews} statement however many rows; a decision ${MODERATION.moderateReview}`, async () => {
      const queue = async (url: string) => {
        const res = await get(url, MODERATION.reviews, AUTH);
        expect(res.statusCode).toBe(200);
        return res.json().reviews.length as number;
      };
      // rejected reviews only (the other tests' queues stay as they are): a few, then a full page
      const few = await queue("/moderation/reviews?status=rejected");
      expect(few).toBeGreaterThan(0);
      expect(few).toBeLessThan(10);
      const added = await ctx()
        .db.insert(t.reviews)
        .values(
          Array.from({ length: 12 }, (_, i) => ({
            storeId: i % 2 === 0 ? 1 : 2,
            authorName: `Отклонённый ${i}`,
            phone: "79120000099",
            rating: 2,
            text: "Отзыв для проверки очереди модерации",
            status: "rejected" as const,
            createdAt: new Date(Date.UTC(2026, 10, 10) + i * 60_000),
          })),
        )
        .returning({ id: t.reviews.id });
      expect(await queue("/moderation/reviews?status=rejected")).toBe(10);
      expect(await queue("/moderation/reviews?status=rejected&page=2")).toBeGreaterThan(0);
      // a page past the end: no rows, but the queue's real total (one count more)
      const { total } = (await get("/moderation/reviews?status=rejected", undefined, AUTH)).json().pagination;
      const past = await get("/moderation/reviews?status=rejected&page=50", MODERATION.pastLastPage, AUTH);
      expect(past.json().reviews).toEqual([]);
      expect(past.json().pagination).toEqual({
        page: 50,
        perPage: 10,
        total,
        pageCount: Math.ceil(total / 10),
      });
      expect(await queue("/moderation/reviews?status=approved")).toBeGreaterThan(0);

      const id = added[0]?.id ?? 0;
      ctx().resetQueries();
      const kept = await post(
        `/moderation/reviews/${id}`,
        { status: "rejected", answer: "Не по теме" },
        AUTH,
      );
      expect(kept.statusCode).toBe(200);
      expect(ctx().queries.length).toBe(MODERATION.moderateReview);
      ctx().resetQueries();
      expect((await post("/moderation/reviews/999999", { status: "rejected" }, AUTH)).statusCode).toBe(404);
      expect(ctx().queries.length).toBe(MODERATION.moderateReview);

      ctx().resetQueries();
      expect((await get("/moderation/reviews")).statusCode).toBe(401);
      expect((await post(`/moderation/reviews/${id}`, { status: "approved" })).statusCode).toBe(401);
      expect(ctx().queries.length).toBe(MODERATION.refused);
    });
  },
  { prepare, app: { env: { CONTENT_MODERATION_TOKEN: TOKEN } } },
);
