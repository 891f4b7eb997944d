import { contract } from "@optika/api-contract";
import { reviewMessages } from "@optika/domain/reviews";
import { initServer } from "@ts-rest/fastify";
import type { TAppDeps } from "../../http/index.ts";
import { listLatestReviews } from "./list-latest-reviews.ts";
import { listReviews } from "./list-reviews.ts";
import { listReviewsForModeration, moderateReview } from "./moderate-reviews.ts";
import { asModerator } from "./moderation-guard.ts";
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
    moderationList: (request) =>
      asModerator(moderationToken, request, async () => ({
        status: 200 as const,
        body: await listReviewsForModeration(deps.db, {
          status: request.query.status ?? "pending",
          page: request.query.page ?? 1,
        }),
      })),
    moderate: (request) =>
      asModerator(moderationToken, request, async () => ({
        status: 200 as const,
        body: await moderateReview(deps.db, request.params.id, request.body, deps.now()),
      })),
  });
}
