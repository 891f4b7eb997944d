import { contract } from "@optika/api-contract";
import { reviewMessages } from "@optika/domain/reviews";
import { initServer } from "@ts-rest/fastify";
import type { TAppDeps } from "../../http/index.ts";
import { moderationRefusal } from "../reviews/moderation-guard.ts";
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
    moderationList: async ({ headers, query, reply }) => {
      // names, phones and contacts of the shoppers: never stored by a browser or a proxy
      reply.header("cache-control", "private, no-store");
      const refusal = moderationRefusal(moderationToken, headers.authorization);
      if (refusal) return refusal;
      return {
        status: 200,
        body: await listQuestionsForModeration(deps.db, {
          status: query.status ?? "pending",
          page: query.page ?? 1,
        }),
      };
    },
    moderate: async ({ headers, params, body, reply }) => {
      reply.header("cache-control", "private, no-store");
      const refusal = moderationRefusal(moderationToken, headers.authorization);
      if (refusal) return refusal;
      return { status: 200, body: await moderateQuestion(deps.db, params.id, body, deps.now()) };
    },
  });
}
