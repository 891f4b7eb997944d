import type { ZQuestionSubmission } from "@optika/api-contract";
import { phoneDigitsForApi } from "@optika/domain/phone";
import { isEmailContact, reviewMessages } from "@optika/domain/reviews";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { HttpError } from "../../http/index.ts";
import { QUESTION_MESSAGES } from "./list-questions.ts";

/** Stores a question as 'pending' (one statement; an unknown topic inserts nothing → 400). */
export async function submitQuestion(
  db: TDb,
  form: z.output<typeof ZQuestionSubmission>,
): Promise<{ id: number }> {
  const raw = form.contact.trim();
  const contact = isEmailContact(raw) ? raw.toLowerCase() : phoneDigitsForApi(raw);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into questions (topic_id, author_name, contact, text, status)
        select t.id, ${form.name.trim()}, ${contact}, ${form.text.trim()}, 'pending'
        from question_topics t where t.slug = ${form.topic.trim()}
        returning id`,
  );
  if (!row) {
    throw new HttpError(400, QUESTION_MESSAGES.topicNotFound, { topic: [reviewMessages.topicRequired] });
  }
  return { id: row.id };
}
