import type { TApiClient } from "../../server/api.server.ts";
import { reviewView, type TReviewView } from "./review-view.ts";

/**
 * The home page's latest reviews (for the lead to call from home's loader): the newest approved
 * reviews, or none when the API does not answer (a home section must never break the page).
 */
export async function loadLatestReviews(api: TApiClient, limit = 3): Promise<TReviewView[]> {
  const answer = await api.reviews.latest({ query: { limit } }).catch(() => null);
  return answer?.status === 200 ? answer.body.reviews.map(reviewView) : [];
}
