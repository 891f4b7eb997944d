/**
 * The moderators' bearer token (CONTENT_MODERATION_TOKEN, decision 0042). Unset → the moderation
 * routes answer 404 as if absent; set → `Authorization: Bearer <token>` is required (401 without
 * it). Compared in constant time over SHA-256 digests, so neither length nor prefix leaks.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { reviewMessages } from "@optika/domain/reviews";
import { MESSAGES } from "../../http/index.ts";

export type TModerationRefusal =
  | { status: 401; body: { message: string } }
  | { status: 404; body: { message: string } };

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** Null when the request may moderate, else the answer to send. */
function moderationRefusal(
  configuredToken: string | undefined,
  authorization: string | undefined,
): TModerationRefusal | null {
  if (!configuredToken) return { status: 404 as const, body: { message: MESSAGES.notFound } };
  const match = /^Bearer\s+(\S{1,256})$/i.exec(authorization?.trim() ?? "");
  if (!match?.[1] || !timingSafeEqual(digest(match[1]), digest(configuredToken))) {
    return { status: 401 as const, body: { message: reviewMessages.moderationUnauthorized } };
  }
  return null;
}

/**
 * A moderation route's answer: never stored by a browser or a proxy (names, phones and contacts of
 * the shoppers), the refusal when the request may not moderate, else what `answer` gives.
 */
export async function asModerator<TAnswer>(
  configuredToken: string | undefined,
  request: {
    headers: { authorization?: string | undefined };
    reply: { header(name: string, value: string): unknown };
  },
  answer: () => Promise<TAnswer>,
): Promise<TAnswer | TModerationRefusal> {
  request.reply.header("cache-control", "private, no-store");
  return moderationRefusal(configuredToken, request.headers.authorization) ?? (await answer());
}
