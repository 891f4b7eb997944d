import { QUESTIONS_PER_PAGE, type TQuestionListing } from "@optika/api-contract";
import { pageCount } from "@optika/domain/pagination";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { notFound } from "../../http/index.ts";
import {
  PUBLISHED,
  QUESTION_COLUMNS,
  QUESTION_JOINS,
  type TQuestionRow,
  toQuestion,
} from "./question-row.ts";

export const QUESTION_MESSAGES = {
  topicNotFound: "Тема не найдена",
  pageNotFound: "Страница не найдена",
  questionNotFound: "Вопрос не найден",
} as const;

type TTopicRow = { id: number; slug: string; name: string; question_count: number };

/** Published questions, newest answers first, QUESTIONS_PER_PAGE a page, of one topic or all; with the topics. Two statements. */
export async function listQuestions(
  db: TDb,
  input: { topic?: string | undefined; page: number },
): Promise<TQuestionListing> {
  const offset = (input.page - 1) * QUESTIONS_PER_PAGE;
  const byTopic = input.topic ? sql` and t.slug = ${input.topic}` : sql``;
  const [topicRows, rows] = await Promise.all([
    queryRows<TTopicRow>(
      db,
      sql`select t.id, t.slug, t.name, count(q.id)::int as question_count from question_topics t
          left join questions q on q.topic_id = t.id and ${PUBLISHED}
          group by t.id order by t.sort, t.id`,
    ),
    queryRows<TQuestionRow & { total: number }>(
      db,
      sql`select ${QUESTION_COLUMNS}, count(*) over ()::int as total from questions q ${QUESTION_JOINS}
          where ${PUBLISHED}${byTopic} order by q.answered_at desc nulls last, q.id desc
          limit ${QUESTIONS_PER_PAGE} offset ${offset}`,
    ),
  ]);
  const topic = input.topic ? topicRows.find((t) => t.slug === input.topic) : undefined;
  if (input.topic && !topic) throw notFound(QUESTION_MESSAGES.topicNotFound);
  const total = topic
    ? Number(topic.question_count)
    : topicRows.reduce((n, t) => n + Number(t.question_count), 0);
  const pages = pageCount(total, QUESTIONS_PER_PAGE);
  if (input.page > pages) throw notFound(QUESTION_MESSAGES.pageNotFound);
  return {
    questions: rows.map(toQuestion),
    pagination: { page: input.page, perPage: QUESTIONS_PER_PAGE, total, pageCount: pages },
    topics: topicRows.map((t) => ({ slug: t.slug, name: t.name, question_count: Number(t.question_count) })),
  };
}
