import { REVIEWS_PER_PAGE, type ZModeratedReview, type ZReviewDecision } from "@optika/api-contract";
import { reviewMessages } from "@optika/domain/reviews";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { TDb } from "../../db/client.ts";
import { pagedRows, queryRows } from "../../db/rows.ts";
import { notFound } from "../../http/index.ts";
import { REVIEW_COLUMNS, type TReviewRow, toReview } from "./review-row.ts";

type TModeratedReview = z.infer<typeof ZModeratedReview>;

const toModerated = (row: TReviewRow): TModeratedReview => ({
  ...toReview(row),
  status: row.status,
  phone: row.phone,
});

/** Reviews of one status (default pending), oldest first: the moderation queue. */
export async function listReviewsForModeration(
  db: TDb,
  input: { status: "pending" | "approved" | "rejected"; page: number },
) {
  const { rows, pagination } = await pagedRows<TReviewRow>(db, {
    page: input.page,
    perPage: REVIEWS_PER_PAGE,
    select: (limit, offset) =>
      sql`select ${REVIEW_COLUMNS}, count(*) over ()::int as total from reviews r join stores s on s.id = r.store_id
          where r.status = ${input.status} order by r.created_at, r.id limit ${limit} offset ${offset}`,
    count: sql`select count(*)::int as total from reviews r where r.status = ${input.status}`,
  });
  return { reviews: rows.map(toModerated), pagination };
}

/** Sets a review's status (and the shop's answer when given); one UPDATE. */
export async function moderateReview(
  db: TDb,
  id: number,
  decision: z.output<typeof ZReviewDecision>,
  now: Date,
): Promise<TModeratedReview> {
  const answer =
    decision.answer === undefined ? sql`r.answer` : sql`${decision.answer?.trim() || null}::text`;
  const [row] = await queryRows<TReviewRow>(
    db,
    sql`with updated as (
          update reviews r set status = ${decision.status}::text, answer = ${answer}, moderated_at = ${now.toISOString()}::timestamptz
          where r.id = ${id} returning r.*
        )
        select ${REVIEW_COLUMNS} from updated r join stores s on s.id = r.store_id`,
  );
  if (!row) throw notFound(reviewMessages.reviewNotFound);
  return toModerated(row);
}
