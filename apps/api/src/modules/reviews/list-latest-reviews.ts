import type { TReview } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { REVIEW_COLUMNS, type TReviewRow, toReview } from "./review-row.ts";

/** The newest approved reviews (the home page's section). One statement. */
export async function listLatestReviews(db: TDb, limit: number): Promise<TReview[]> {
  const rows = await queryRows<TReviewRow>(
    db,
    sql`select ${REVIEW_COLUMNS} from reviews r join stores s on s.id = r.store_id
        where r.status = 'approved' order by r.created_at desc, r.id desc limit ${limit}`,
  );
  return rows.map(toReview);
}
