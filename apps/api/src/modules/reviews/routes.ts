import { contract } from "@optika/api-contract";
import { reviewMessages } from "@optika/domain/reviews";
import { initServer } from "@ts-rest/fastify";
import type { TAppDeps } from "../../http/index.ts";
import { listLatestReviews } from "./list-latest-reviews.ts";
import { listReviews } from "./list-reviews.ts";
import { listReviewsForModeration, moderateReview } from "./moderate-reviews.ts";
import { moderationRefusal } from "./moderation-guard.ts";
import { submitReview } from "./submit-review.ts";

const s = initServer();

/**
 * GET /reviews, /reviews/latest (public); POST /reviews (stored pending; the write rate limit
 * applies); GET /moderation/reviews and POST /moderation/reviews/{id} (bearer token, decision 0042).
 */
export function reviewsRoutes(deps: TAppDeps, moderationToken: string | undefined) {
  return s.router(contract.reviews, {
    list: async ({ query }) => ({
      status: 200,
      body: await listReviews(deps.db, { store: query.store, rating: query.rating, page: query.page ?? 1 }),
    }),
    latest: async ({ query }) => ({
      status: 200,
      body: { reviews: await listLatestReviews(deps.db, query.limit ?? 6) },
    }),
    submit: async ({ body }) => {
      const { id } = await submitReview(deps.db, body);
      return { status: 201, body: { id, message: reviewMessages.reviewSent } };
    },
    moderationList: async ({ headers, query, reply }) => {
      // names, phones and contacts of the shoppers: never stored by a browser or a proxy
      reply.header("cache-control", "private, no-store");
      const refusal = moderationRefusal(moderationToken, headers.authorization);
      if (refusal) return refusal;
      return {
        status: 200,
        body: await listReviewsForModeration(deps.db, {
          status: query.status ?? "pending",
          page: query.page ?? 1,
        }),
      };
    },
    moderate: async ({ headers, params, body, reply }) => {
      reply.header("cache-control", "private, no-store");
      const refusal = moderationRefusal(moderationToken, headers.authorization);
      if (refusal) return refusal;
      return { status: 200, body: await moderateReview(deps.db, params.id, body, deps.now()) };
    },
  });
}
