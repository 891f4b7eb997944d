import type { TQuestion } from "@optika/api-contract";
import { sql } from "drizzle-orm";

/** Row of QUESTION_COLUMNS over `questions q join question_topics t left join specialists sp`. */
export type TQuestionRow = {
  id: number;
  topic_slug: string;
  topic_name: string;
  author_name: string;
  contact: string;
  text: string;
  answer: string | null;
  status: "pending" | "approved" | "rejected";
  specialist_id: number | null;
  specialist_name: string | null;
  specialist_position: string | null;
  specialist_image_id: number | null;
  created_at: Date | string;
  answered_at: Date | string | null;
};

export const QUESTION_COLUMNS = sql`q.id, t.slug as topic_slug, t.name as topic_name, q.author_name, q.contact,
  q.text, q.answer, q.status, q.specialist_id, sp.name as specialist_name, sp.position as specialist_position,
  sp.image_id as specialist_image_id, q.created_at, q.answered_at`;

export const QUESTION_JOINS = sql`join question_topics t on t.id = q.topic_id left join specialists sp on sp.id = q.specialist_id`;

/** Published: approved with an answer. */
export const PUBLISHED = sql`q.status = 'approved' and q.answer is not null`;

const iso = (value: Date | string): string => new Date(value).toISOString();

/** A published question as the public sees it (no contact). */
export function toQuestion(row: TQuestionRow): TQuestion {
  return {
    id: row.id,
    topic: { slug: row.topic_slug, name: row.topic_name },
    author_name: row.author_name,
    text: row.text,
    answer: row.answer ?? "",
    specialist:
      row.specialist_id === null
        ? null
        : {
            id: row.specialist_id,
            name: row.specialist_name ?? "",
            position: row.specialist_position ?? "",
            image_id: row.specialist_image_id,
          },
    asked_at: iso(row.created_at),
    answered_at: iso(row.answered_at ?? row.created_at),
  };
}
