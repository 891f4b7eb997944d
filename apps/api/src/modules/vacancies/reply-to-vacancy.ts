import { randomUUID } from "node:crypto";
import { CONTENT_MESSAGES, VACANCY_REPLY_TYPE } from "@optika/api-contract";
import { phoneDigitsForApi } from "@optika/domain/phone";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { notFound } from "../../http/index.ts";

/**
 * POST /vacancies/{id}/reply: stores the reply as a form submission (type 'Отклик на вакансию',
 * source { vacancy_id, vacancy_title }) in one statement that inserts only when the vacancy is
 * open; answered 200 only once the row is committed, 404 when the vacancy is unknown or closed.
 */
export async function replyToVacancy(
  db: TDb,
  vacancyId: number,
  reply: { name: string; phone: string; message: string },
): Promise<{ id: string }> {
  const id = randomUUID();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into form_submissions (id, type, name, phone, message, source)
        select ${id}, ${VACANCY_REPLY_TYPE}, ${reply.name.trim()}, ${phoneDigitsForApi(reply.phone)},
               ${reply.message.trim()}, jsonb_build_object('vacancy_id', v.id, 'vacancy_title', v.title)
        from vacancies v where v.id = ${vacancyId} and v.is_open
        returning id`,
  );
  if (rows.length === 0) throw notFound(CONTENT_MESSAGES.vacancyUnknown);
  return { id };
}
