import { QUESTIONS_PER_PAGE, type ZModeratedQuestion, type ZQuestionDecision } from "@optika/api-contract";
import { reviewMessages } from "@optika/domain/reviews";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { TDb } from "../../db/client.ts";
import { pagedRows, queryRows } from "../../db/rows.ts";
import { HttpError, notFound } from "../../http/index.ts";
import { QUESTION_COLUMNS, QUESTION_JOINS, type TQuestionRow } from "./question-row.ts";

type TModeratedQuestion = z.infer<typeof ZModeratedQuestion>;

const toModerated = (row: TQuestionRow): TModeratedQuestion => ({
  id: row.id,
  topic: { slug: row.topic_slug, name: row.topic_name },
  author_name: row.author_name,
  contact: row.contact,
  text: row.text,
  answer: row.answer,
  specialist_id: row.specialist_id,
  status: row.status,
  asked_at: new Date(row.created_at).toISOString(),
});

/** Questions of one status (default pending), oldest first. */
export async function listQuestionsForModeration(
  db: TDb,
  input: { status: "pending" | "approved" | "rejected"; page: number },
) {
  const { rows, pagination } = await pagedRows<TQuestionRow>(db, {
    page: input.page,
    perPage: QUESTIONS_PER_PAGE,
    select: (limit, offset) =>
      sql`select ${QUESTION_COLUMNS}, count(*) over ()::int as total from questions q ${QUESTION_JOINS}
          where q.status = ${input.status} order by q.created_at, q.id limit ${limit} offset ${offset}`,
    count: sql`select count(*)::int as total from questions q where q.status = ${input.status}`,
  });
  return { questions: rows.map(toModerated), pagination };
}

/**
 * Answers and publishes, or rejects, a question. Approving needs an answer and a specialist (given
 * now or earlier): checked inside the one UPDATE, so a question is never published half-answered.
 */
export async function moderateQuestion(
  db: TDb,
  id: number,
  decision: z.output<typeof ZQuestionDecision>,
  now: Date,
): Promise<TModeratedQuestion> {
  const answer = decision.answer?.trim() ? sql`${decision.answer.trim()}::text` : sql`q.answer`;
  const specialist = decision.specialist_id ? sql`${decision.specialist_id}::int` : sql`q.specialist_id`;
  if (decision.specialist_id) {
    const [found] = await queryRows<{ id: number }>(
      db,
      sql`select id from specialists where id = ${decision.specialist_id}`,
    );
    if (!found) {
      throw new HttpError(400, reviewMessages.specialistNotFound, {
        specialist_id: [reviewMessages.specialistNotFound],
      });
    }
  }
  const [row] = await queryRows<TQuestionRow & { refused: boolean }>(
    db,
    sql`with target as (select q.id, ${answer} as answer, ${specialist} as specialist_id from questions q where q.id = ${id}),
        updated as (
          update questions q set status = ${decision.status}::text, answer = target.answer,
            specialist_id = target.specialist_id,
            answered_at = case when target.answer is not null then coalesce(q.answered_at, ${now.toISOString()}::timestamptz) else q.answered_at end
          from target where q.id = target.id
            and (${decision.status}::text <> 'approved' or (target.answer is not null and target.specialist_id is not null))
          returning q.*
        )
        select ${QUESTION_COLUMNS}, false as refused from updated q ${QUESTION_JOINS}
        union all
        select ${QUESTION_COLUMNS}, true as refused from questions q ${QUESTION_JOINS}
          where q.id = ${id} and not exists (select 1 from updated)`,
  );
  if (!row) throw notFound(reviewMessages.questionNotFound);
  if (row.refused) {
    throw new HttpError(400, reviewMessages.answerRequired, { answer: [reviewMessages.answerRequired] });
  }
  return toModerated(row);
}
