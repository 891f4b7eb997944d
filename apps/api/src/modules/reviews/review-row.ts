import type { TReview } from "@optika/api-contract";
import { sql } from "drizzle-orm";

/** Row of REVIEW_COLUMNS over `reviews r join stores s`. */
export type TReviewRow = {
  id: number;
  store_id: number;
  store_name: string;
  store_address: string;
  author_name: string;
  rating: number;
  text: string;
  answer: string | null;
  created_at: Date | string;
  status: "pending" | "approved" | "rejected";
  phone: string;
};

export const REVIEW_COLUMNS = sql`r.id, r.store_id, s.name as store_name, s.address as store_address,
  r.author_name, r.rating, r.text, r.answer, r.created_at, r.status, r.phone`;

export const toIso = (value: Date | string): string => new Date(value).toISOString();

/** A review as the public sees it (no phone, no status). */
export function toReview(row: TReviewRow): TReview {
  return {
    id: row.id,
    store: { id: row.store_id, name: row.store_name, address: row.store_address },
    author_name: row.author_name,
    rating: row.rating,
    text: row.text,
    answer: row.answer,
    created_at: toIso(row.created_at),
  };
}
