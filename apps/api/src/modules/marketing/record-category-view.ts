import { CATEGORY_VIEW_COOKIE_PREFIX, marketingMessages } from "@optika/api-contract";
import { COOKIE_MAX_AGE_S } from "@optika/domain/constants";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { TDb } from "../../db/client.ts";
import { notFound } from "../../http/index.ts";
import { recordViewEvent } from "./outbox-repository.ts";

/**
 * POST /marketing/category-view: a `categories/category-view` event in the outbox, once per
 * category per hour — its `category_view_{id}` cookie (spec §9: 1 hour) marks it as recorded;
 * while it lives, the view is accepted and not recorded again. 404 for an unknown category.
 */
export async function recordCategoryView(
  db: TDb,
  input: { categoryId: number; deviceUuid: string | null; now: Date },
  request: Pick<FastifyRequest, "cookies">,
  reply: Pick<FastifyReply, "setCookie">,
): Promise<boolean> {
  const cookie = `${CATEGORY_VIEW_COOKIE_PREFIX}${input.categoryId}`;
  if (request.cookies?.[cookie]) return false;
  const recorded = await recordViewEvent(
    db,
    { of: "category", id: input.categoryId },
    {
      kind: "categories/category-view",
      payload: { category_id: input.categoryId },
      deviceUuid: input.deviceUuid,
    },
    input.now,
  );
  if (!recorded) throw notFound(marketingMessages.categoryNotFound);
  reply.setCookie(cookie, "1", { path: "/", maxAge: COOKIE_MAX_AGE_S.categoryView, sameSite: "lax" });
  return true;
}
