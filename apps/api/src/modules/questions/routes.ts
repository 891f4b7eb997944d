import { contract } from "@optika/api-contract";
import { reviewMessages } from "@optika/domain/reviews";
import { initServer } from "@ts-rest/fastify";
import type { TAppDeps } from "../../http/index.ts";
import { asModerator } from "../reviews/moderation-guard.ts";
import { getQuestion } from "./get-question.ts";
import { listQuestions } from "./list-questions.ts";
import { listQuestionsForModeration, moderateQuestion } from "./moderate-questions.ts";
import { submitQuestion } from "./submit-question.ts";

const s = initServer();

/**
 * GET /questions, /questions/{id} (public); POST /questions (stored pending); GET
 * /moderation/questions and POST /moderation/questions/{id} (bearer token, decision 0042).
 */
export function questionsRoutes(deps: TAppDeps, moderationToken: string | undefined) {
  return s.router(contract.questions, {
    list: async ({ query }) => ({
      status: 200,
      body: await listQuestions(deps.db, { topic: query.topic || undefined, page: query.page ?? 1 }),
    }),
    get: async ({ params }) => ({ status: 200, body: await getQuestion(deps.db, params.id) }),
    submit: async ({ body }) => {
      const { id } = await submitQuestion(deps.db, body);
      return { status: 201, body: { id, message: reviewMessages.questionSent } };
    },
    moderationList: (request) =>
      asModerator(moderationToken, request, async () => ({
        status: 200 as const,
        body: await listQuestionsForModeration(deps.db, {
          status: request.query.status ?? "pending",
          page: request.query.page ?? 1,
        }),
      })),
    moderate: (request) =>
      asModerator(moderationToken, request, async () => ({
        status: 200 as const,
        body: await moderateQuestion(deps.db, request.params.id, request.body, deps.now()),
      })),
  });
}
