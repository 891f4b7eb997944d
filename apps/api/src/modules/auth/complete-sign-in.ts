import type { FastifyRequest } from "fastify";
import type { TDb } from "../../db/client.ts";
import { mergeGuestCart } from "../cart/merge-guest-cart.ts";
import { deviceUuidOf } from "../marketing/device-uuid.ts";
import { recordMarketingEvent } from "../marketing/outbox-repository.ts";
import { mergeGuestWishlist } from "../wishlist/merge-guest-wishlist.ts";
import { issueAuthToken, revokeAuthToken } from "./auth-token-repository.ts";
import { presentedAuthToken } from "./current-user.ts";

/**
 * The end of every sign-in, inside its transaction: the token the browser had (if any) is revoked
 * and a new one issued (rotation), the session's guest cart and wishlist join the user's, and the
 * marketing service hears `users/auth`. Returns the new token.
 */
export async function completeSignIn(
  tx: TDb,
  request: FastifyRequest,
  { userId, guestSessionToken, now }: { userId: number; guestSessionToken: string | null; now: Date },
): Promise<string> {
  const previous = presentedAuthToken(request);
  if (previous) await revokeAuthToken(tx, previous, now);
  const token = await issueAuthToken(tx, userId, now);
  if (guestSessionToken) {
    await mergeGuestCart(tx, { sessionId: guestSessionToken, userId }, now);
    await mergeGuestWishlist(tx, { sessionId: guestSessionToken, userId });
  }
  await recordMarketingEvent(
    tx,
    { kind: "users/auth", payload: { user_id: userId }, deviceUuid: deviceUuidOf(request) },
    now,
  );
  return token;
}
