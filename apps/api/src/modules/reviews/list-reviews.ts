import { REVIEWS_PER_PAGE, type TReviewedStore, type TReviewListing } from "@optika/api-contract";
import { pageCount } from "@optika/domain/pagination";
import { averageRating } from "@optika/domain/reviews";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { pageTotal, queryRows } from "../../db/rows.ts";
import { notFound } from "../../http/index.ts";
import { REVIEW_COLUMNS, type TReviewRow, toReview } from "./review-row.ts";

export const REVIEW_LIST_MESSAGES = {
  storeNotFound: "Салон или клиника не найдены",
  pageNotFound: "Страница не найдена",
} as const;

type TStoreRow = {
  id: number;
  name: string;
  address: string;
  city: string;
  is_clinic: boolean;
  review_count: number;
  rating_sum: number;
};

/**
 * Approved reviews, newest first, REVIEWS_PER_PAGE a page, optionally of one clinic and one rating;
 * with every clinic and shop and its approved reviews' average. Two statements.
 */
export async function listReviews(
  db: TDb,
  input: { store?: number | undefined; rating?: number | undefined; page: number },
): Promise<TReviewListing> {
  const offset = (input.page - 1) * REVIEWS_PER_PAGE;
  const where = sql.join(
    [
      sql`r.status = 'approved'`,
      ...(input.store ? [sql`r.store_id = ${input.store}`] : []),
      ...(input.rating ? [sql`r.rating = ${input.rating}`] : []),
    ],
    sql` and `,
  );
  const [storeRows, reviewRows] = await Promise.all([
    queryRows<TStoreRow>(
      db,
      sql`select s.id, s.name, s.address, c.name as city, s.is_clinic,
            count(r.id)::int as review_count, coalesce(sum(r.rating), 0)::int as rating_sum
          from stores s join cities c on c.id = s.city_id
          left join reviews r on r.store_id = s.id and r.status = 'approved'
          group by s.id, c.name, c.sort order by c.sort, c.name, s.sort, s.id`,
    ),
    queryRows<TReviewRow & { total: number }>(
      db,
      sql`select ${REVIEW_COLUMNS}, count(*) over ()::int as total
          from reviews r join stores s on s.id = r.store_id
          where ${where} order by r.created_at desc, r.id desc limit ${REVIEWS_PER_PAGE} offset ${offset}`,
    ),
  ]);
  if (input.store && !storeRows.some((s) => s.id === input.store)) {
    throw notFound(REVIEW_LIST_MESSAGES.storeNotFound);
  }
  const total = await pageTotal(
    db,
    reviewRows,
    offset,
    sql`select count(*)::int as total from reviews r where ${where}`,
  );
  const pages = pageCount(total, REVIEWS_PER_PAGE);
  if (input.page > pages) throw notFound(REVIEW_LIST_MESSAGES.pageNotFound);

  const stores: TReviewedStore[] = storeRows.map((s) => ({
    id: s.id,
    name: s.name,
    address: s.address,
    city: s.city,
    is_clinic: s.is_clinic,
    review_count: Number(s.review_count),
    average_rating: averageRating(Number(s.rating_sum), Number(s.review_count)),
  }));
  const count = stores.reduce((n, s) => n + s.review_count, 0);
  const sum = storeRows.reduce((n, s) => n + Number(s.rating_sum), 0);
  return {
    reviews: reviewRows.map(toReview),
    pagination: { page: input.page, perPage: REVIEWS_PER_PAGE, total, pageCount: pages },
    stores,
    summary: { review_count: count, average_rating: averageRating(sum, count) },
  };
}
