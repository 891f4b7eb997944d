import type { TReview } from "@optika/api-contract";
import { russianDateOfIso } from "@optika/domain/dates";

/** A review as a card shows it. */
export type TReviewView = {
  id: number;
  author: string;
  rating: number;
  text: string;
  answer: string | null;
  clinic: string;
  /** "5 июня 2026" */
  date: string;
  /** ISO day for <time dateTime> */
  isoDate: string;
};

export function reviewView(review: TReview): TReviewView {
  return {
    id: review.id,
    author: review.author_name,
    rating: review.rating,
    text: review.text,
    answer: review.answer,
    clinic: `${review.store.name}, ${review.store.address}`,
    date: russianDateOfIso(review.created_at),
    isoDate: review.created_at.slice(0, 10),
  };
}
