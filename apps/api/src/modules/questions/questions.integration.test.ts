import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import * as t from "../../db/schema.ts";
import { insertFixture } from "../../test/fixture.ts";
import { describeOnEngines } from "../../test/harness.ts";
import {
  CONTENT_REVIEW_QUERY_BUDGETS as BUDGET,
  MODERATION_QUERY_BUDGETS as MODERATION,
} from "../../test/query-budgets.ts";
import { listQuestionSitemapEntries } from "./question-sitemap.ts";

const TOKEN = "moderation-token-for-tests-0123456789abcdef";
const AUTH = { authorization: `Bearer ${TOKEN}` };

async function prepare(db: TDb) {
  await insertFixture(db);
  await db.insert(t.specialists).values([
    { id: 1, name: "Воронцова Анна Сергеевна", position: "Врач-офтальмолог", experienceYears: 14 },
    { id: 2, name: "Морозов Дмитрий Андреевич", position: "Оптометрист", experienceYears: 8 },
  ]);
  await db.insert(t.questionTopics).values([
    { id: 1, slug: "kontaktnye-linzy", name: "Контактные линзы", sort: 1 },
    { id: 2, slug: "ochki", name: "Очки и оправы", sort: 2 },
  ]);
  const at = (n: number) => new Date(Date.UTC(2026, 10, 1) + n * 86_400_000);
  await db.insert(t.questions).values([
    {
      id: 1,
      topicId: 1,
      authorName: "Анастасия",
      contact: "79120000001",
      text: "Можно ли спать в линзах?",
      answer: "Нет.\n\nТолько по назначению врача.",
      specialistId: 1,
      status: "approved",
      createdAt: at(1),
      answeredAt: at(2),
    },
    {
      id: 2,
      topicId: 1,
      authorName: "Денис",
      contact: "d@example.ru",
      text: "Чем однодневные лучше?",
      answer: "Каждый день новые.",
      specialistId: 2,
      status: "approved",
      createdAt: at(2),
      answeredAt: at(3),
    },
    {
      id: 3,
      topicId: 2,
      authorName: "Татьяна",
      contact: "79120000003",
      text: "Какие очки для компьютера?",
      answer: "Офисные линзы.",
      specialistId: 1,
      status: "approved",
      createdAt: at(3),
      answeredAt: at(4),
    },
    {
      id: 4,
      topicId: 1,
      authorName: "Скрытый",
      contact: "79120000004",
      text: "Вопрос без ответа",
      status: "pending",
      createdAt: at(4),
    },
  ]);
  await db.execute(sql`select setval(pg_get_serial_sequence('questions', 'id'), 4)`);
}

describeOnEngines(
  "questions to specialists",
  (ctx) => {
    const get = async (url: string, budget?: number, headers: Record<string, string> = {}) => {
      ctx().resetQueries();
      const res = await ctx().app.inject({ method: "GET", url, headers });
      if (budget !== undefined) expect(ctx().queries.length).toBe(budget);
      return res;
    };
    const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      ctx().app.inject({ method: "POST", url, payload: payload as object, headers });

    it("lists answered questions by topic, newest answers first, with topic counts", async () => {
      const all = await get("/questions", BUDGET.questions);
      expect(all.statusCode).toBe(200);
      expect(all.json().questions.map((q: { id: number }) => q.id)).toEqual([3, 2, 1]);
      expect(all.json().topics).toEqual([
        { slug: "kontaktnye-linzy", name: "Контактные линзы", question_count: 2 },
        { slug: "ochki", name: "Очки и оправы", question_count: 1 },
      ]);
      expect(all.json().questions[2]).toMatchObject({
        author_name: "Анастасия",
        answer: "Нет.\n\nТолько по назначению врача.",
        specialist: { id: 1, name: "Воронцова Анна Сергеевна", position: "Врач-офтальмолог", image_id: null },
      });
      expect(all.json().questions[0]).not.toHaveProperty("contact");
      const topic = await get("/questions?topic=ochki", BUDGET.questions);
      expect(topic.json().questions.map((q: { id: number }) => q.id)).toEqual([3]);
      expect(topic.json().pagination).toEqual({ page: 1, perPage: 10, total: 1, pageCount: 1 });
      const unknown = await get("/questions?topic=net-takoj");
      expect([unknown.statusCode, unknown.json().message]).toEqual([404, "Тема не найдена"]);
      expect((await get("/questions?topic=BAD%00")).statusCode).toBe(400);
      expect((await get("/questions?page=2")).statusCode).toBe(404);
    });

    it("shows one question with related ones of its topic; unpublished and unknown ones are 404", async () => {
      const one = await get("/questions/1", BUDGET.question);
      expect(one.statusCode).toBe(200);
      expect(one.json().question).toMatchObject({ id: 1, topic: { slug: "kontaktnye-linzy" } });
      expect(one.json().related.map((q: { id: number }) => q.id)).toEqual([2]);
      expect((await get("/questions/4")).statusCode).toBe(404);
      const missing = await get("/questions/999");
      expect([missing.statusCode, missing.json().message]).toEqual([404, "Вопрос не найден"]);
      expect((await get("/questions/abc")).statusCode).toBe(400);
    });

    it("stores a question as pending; bad input gets field messages", async () => {
      ctx().resetQueries();
      const res = await post("/questions", {
        name: "Игорь",
        contact: "Igor@Example.ru",
        topic: "ochki",
        text: "Нужны ли солнцезащитные очки зимой?",
      });
      expect(ctx().queries.length).toBe(BUDGET.submitQuestion);
      expect(res.statusCode).toBe(201);
      const [row] = await queryRows<{ status: string; contact: string; answer: string | null }>(
        ctx().db,
        sql`select status, contact, answer from questions where id = ${res.json().id}`,
      );
      expect(row).toEqual({ status: "pending", contact: "igor@example.ru", answer: null });
      const phone = await post("/questions", {
        name: "Оля",
        contact: "+7 (912) 345 67 89",
        topic: "ochki",
        text: "Какую оправу выбрать?",
      });
      expect(phone.statusCode).toBe(201);

      const bad = await post("/questions", { name: "", contact: "igor@", topic: "", text: "" });
      expect(bad.json().errors).toEqual({
        name: ["Обязательно к заполнению"],
        contact: ["Невалидный почтовый адрес"],
        topic: ["Выберите тему вопроса"],
        text: ["Обязательно к заполнению"],
      });
      const unknownTopic = await post("/questions", {
        name: "Игорь",
        contact: "i@e.ru",
        topic: "net",
        text: "Длинный вопрос здесь",
      });
      expect([unknownTopic.statusCode, unknownTopic.json().errors.topic]).toEqual([
        400,
        ["Выберите тему вопроса"],
      ]);
    });

    it("publishes a question only with an answer and a specialist, through the token-guarded route", async () => {
      const id = (
        await post("/questions", {
          name: "Павел",
          contact: "p@example.ru",
          topic: "kontaktnye-linzy",
          text: "Линза порвалась в глазу",
        })
      ).json().id as number;
      expect((await post(`/moderation/questions/${id}`, { status: "approved" })).statusCode).toBe(401);
      const noAnswer = await post(`/moderation/questions/${id}`, { status: "approved" }, AUTH);
      expect([noAnswer.statusCode, noAnswer.json().message]).toEqual([
        400,
        "Для публикации вопроса нужен ответ специалиста",
      ]);
      const noSpecialist = await post(
        `/moderation/questions/${id}`,
        { status: "approved", answer: "Снимите фрагменты." },
        AUTH,
      );
      expect(noSpecialist.statusCode).toBe(400);
      const badSpecialist = await post(
        `/moderation/questions/${id}`,
        { status: "approved", answer: "x", specialist_id: 99 },
        AUTH,
      );
      expect([badSpecialist.statusCode, badSpecialist.json().errors.specialist_id]).toEqual([
        400,
        ["Специалист не найден"],
      ]);
      expect((await get(`/questions/${id}`)).statusCode).toBe(404);

      const queue = await get("/moderation/questions", undefined, AUTH);
      expect(queue.headers["cache-control"]).toBe("private, no-store");
      expect(
        queue
          .json()
          .questions.some(
            (q: { id: number; contact: string }) => q.id === id && q.contact === "p@example.ru",
          ),
      ).toBe(true);
      const ok = await post(
        `/moderation/questions/${id}`,
        { status: "approved", answer: "Аккуратно снимите все фрагменты.", specialist_id: 2 },
        AUTH,
      );
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ status: "approved", specialist_id: 2 });
      const page = await get(`/questions/${id}`);
      expect(page.json().question).toMatchObject({
        answer: "Аккуратно снимите все фрагменты.",
        specialist: { id: 2 },
      });
      expect((await post("/moderation/questions/99999", { status: "rejected" }, AUTH)).statusCode).toBe(404);
    });

    it("gives the sitemap the listing and every published question", async () => {
      const entries = await listQuestionSitemapEntries(ctx().db);
      expect(entries[0]?.path).toBe("/questions-specialist");
      expect(entries.map((e) => e.path)).toContain("/questions-specialist/1");
      expect(entries.map((e) => e.path)).not.toContain("/questions-specialist/4");
    });

    it(`the moderation queue costs ${MODERATION.questions} statement however many rows; a decision ${MODERATION.moderateQuestion}, ${MODERATION.moderateQuestionWithSpecialist} naming a specialist`, async () => {
      const queue = async (url: string) => {
        const res = await get(url, MODERATION.questions, AUTH);
        expect(res.statusCode).toBe(200);
        return res.json().questions.length as number;
      };
      // rejected questions only (published ones and the sitemap stay as they are): none, then a full page
      expect(await queue("/moderation/questions?status=rejected")).toBe(0);
      expect(await queue("/moderation/questions?status=approved")).toBeGreaterThan(0);
      const added = await ctx()
        .db.insert(t.questions)
        .values(
          Array.from({ length: 12 }, (_, i) => ({
            topicId: i % 2 === 0 ? 1 : 2,
            authorName: `Отклонённый ${i}`,
            contact: "79120000099",
            text: "Вопрос для проверки очереди модерации",
            answer: i % 3 === 0 ? "Ответ" : null,
            specialistId: i % 3 === 0 ? 1 + (i % 2) : null,
            status: "rejected" as const,
            createdAt: new Date(Date.UTC(2026, 10, 10) + i * 60_000),
          })),
        )
        .returning({ id: t.questions.id });
      expect(await queue("/moderation/questions?status=rejected")).toBe(10);
      expect(await queue("/moderation/questions?status=rejected&page=2")).toBe(2);
      // a page past the end: no rows, but the queue's real total (one count more)
      const { total } = (await get("/moderation/questions?status=rejected", undefined, AUTH)).json()
        .pagination;
      const past = await get("/moderation/questions?status=rejected&page=50", MODERATION.pastLastPage, AUTH);
      expect(past.json().questions).toEqual([]);
      expect(past.json().pagination).toEqual({
        page: 50,
        perPage: 10,
        total,
        pageCount: Math.ceil(total / 10),
      });

      const decide = async (id: number, payload: object, status: number) => {
        ctx().resetQueries();
        const res = await post(`/moderation/questions/${id}`, payload, AUTH);
        expect(res.statusCode, JSON.stringify(payload)).toBe(status);
        return ctx().queries.length;
      };
      const id = added[1]?.id ?? 0;
      expect(await decide(id, { status: "rejected", answer: "Не по теме" }, 200)).toBe(
        MODERATION.moderateQuestion,
      );
      // refused for want of a specialist, or unknown: the same one statement
      expect(await decide(id, { status: "approved" }, 400)).toBe(MODERATION.moderateQuestion);
      expect(await decide(99_999, { status: "rejected" }, 404)).toBe(MODERATION.moderateQuestion);
      expect(await decide(id, { status: "rejected", answer: "Не по теме", specialist_id: 2 }, 200)).toBe(
        MODERATION.moderateQuestionWithSpecialist,
      );
      // an unknown specialist is refused after its lookup, before the UPDATE
      expect(await decide(id, { status: "rejected", specialist_id: 99 }, 400)).toBe(
        MODERATION.moderateQuestionWithSpecialist - 1,
      );

      ctx().resetQueries();
      expect((await get("/moderation/questions")).statusCode).toBe(401);
      expect((await post(`/moderation/questions/${id}`, { status: "rejected" })).statusCode).toBe(401);
      expect(ctx().queries.length).toBe(MODERATION.refused);
    });
  },
  { prepare, app: { env: { CONTENT_MODERATION_TOKEN: TOKEN } } },
);
