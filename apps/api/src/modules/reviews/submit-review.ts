import type { ZReviewSubmission } from "@optika/api-contract";
import { phoneDigitsForApi } from "@optika/domain/phone";
import { reviewMessages } from "@optika/domain/reviews";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { HttpError } from "../../http/index.ts";
import { REVIEW_LIST_MESSAGES } from "./list-reviews.ts";

/**
 * Stores a review as 'pending' in one statement that also checks the clinic exists (an unknown
 * clinic inserts nothing → 400 on the field). Committed before the caller answers 201.
 */
export async function submitReview(
  db: TDb,
  form: z.output<typeof ZReviewSubmission>,
): Promise<{ id: number }> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into reviews (store_id, author_name, phone, rating, text, status)
        select s.id, ${form.name.trim()}, ${phoneDigitsForApi(form.phone)}, ${form.rating}, ${form.text.trim()}, 'pending'
        from stores s where s.id = ${form.store_id}
        returning id`,
  );
  if (!row) {
    throw new HttpError(400, REVIEW_LIST_MESSAGES.storeNotFound, {
      store_id: [reviewMessages.clinicRequired],
    });
  }
  return { id: row.id };
}
