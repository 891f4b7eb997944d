import type { TQuestionPage } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { notFound } from "../../http/index.ts";
import { QUESTION_MESSAGES } from "./list-questions.ts";
import {
  PUBLISHED,
  QUESTION_COLUMNS,
  QUESTION_JOINS,
  type TQuestionRow,
  toQuestion,
} from "./question-row.ts";

/** Related questions shown under one. */
export const RELATED_QUESTIONS = 5;

/** One published question and up to five others of its topic (newest answers first). One statement. */
export async function getQuestion(db: TDb, id: number): Promise<TQuestionPage> {
  const rows = await queryRows<TQuestionRow & { is_main: boolean }>(
    db,
    sql`with main as (select q.id, q.topic_id from questions q where q.id = ${id} and ${PUBLISHED})
        (select ${QUESTION_COLUMNS}, true as is_main from questions q ${QUESTION_JOINS} where q.id in (select id from main))
        union all
        (select ${QUESTION_COLUMNS}, false as is_main from questions q ${QUESTION_JOINS}
         where q.topic_id in (select topic_id from main) and q.id <> ${id} and ${PUBLISHED}
         order by q.answered_at desc nulls last, q.id desc limit ${RELATED_QUESTIONS})`,
  );
  const main = rows.find((r) => r.is_main);
  if (!main) throw notFound(QUESTION_MESSAGES.questionNotFound);
  return { question: toQuestion(main), related: rows.filter((r) => !r.is_main).map(toQuestion) };
}
