/**
 * Seeds reviews of the clinics and shops and the answered questions to specialists (issue 14):
 * most reviews approved, a few pending; every seeded question answered by a specialist and
 * published. Reads the stores and specialists already seeded, so it runs after seedClinics.
 */
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import * as t from "../../db/schema.ts";
import { QUESTION_SEEDS, QUESTION_TOPICS } from "./questions-data.ts";
import { REVIEW_SEEDS } from "./reviews-data.ts";

export type TReviewSeedCounts = { reviews: number; pendingReviews: number; questions: number };

const DAY_MS = 86_400_000;
/** Deterministic demo phone of the n-th author. */
const phoneOf = (n: number) => `7912${String(1_000_000 + n * 7_919).slice(-7)}`;

export async function seedReviews(db: TDb, options: { today: string }): Promise<TReviewSeedCounts> {
  // a reset's TRUNCATE reaches reviews (through stores) and questions (through images → specialists), not topics
  await db.execute(sql`TRUNCATE "question_topics" RESTART IDENTITY CASCADE`);
  const today = Date.parse(`${options.today}T12:00:00Z`);
  const stores = await queryRows<{ id: number }>(
    db,
    sql`select id from stores order by is_clinic desc, sort, id`,
  );
  const specialists = await queryRows<{ id: number }>(db, sql`select id from specialists order by sort, id`);

  if (stores.length > 0) {
    await db.insert(t.reviews).values(
      REVIEW_SEEDS.map((r, i) => {
        const createdAt = new Date(today - (i * 4 + 1) * DAY_MS - (i % 5) * 3_600_000);
        return {
          storeId: (stores[(i * 7) % stores.length] as { id: number }).id,
          authorName: r.author,
          phone: phoneOf(i),
          rating: r.rating,
          text: r.text,
          status: r.pending ? ("pending" as const) : ("approved" as const),
          answer: r.answer ?? null,
          createdAt,
          moderatedAt: r.pending ? null : new Date(createdAt.getTime() + DAY_MS),
        };
      }),
    );
  }

  await db
    .insert(t.questionTopics)
    .values(QUESTION_TOPICS.map((topic, i) => ({ ...topic, sort: (i + 1) * 10 })));
  const topicId = new Map(QUESTION_TOPICS.map((topic) => [topic.slug, topic.id]));
  await db.insert(t.questions).values(
    QUESTION_SEEDS.map((q, i) => {
      const createdAt = new Date(today - (i * 5 + 3) * DAY_MS);
      return {
        topicId: topicId.get(q.topic) ?? 1,
        authorName: q.author,
        contact: phoneOf(100 + i),
        text: q.text,
        status: "approved" as const,
        answer: q.answer,
        specialistId:
          specialists.length > 0 ? (specialists[i % specialists.length] as { id: number }).id : null,
        createdAt,
        answeredAt: new Date(createdAt.getTime() + 2 * DAY_MS),
      };
    }),
  );
  return {
    reviews: stores.length > 0 ? REVIEW_SEEDS.length : 0,
    pendingReviews: stores.length > 0 ? REVIEW_SEEDS.filter((r) => r.pending).length : 0,
    questions: QUESTION_SEEDS.length,
  };
}
