import { ACCOUNT_MESSAGES, type TProfile } from "@optika/api-contract";
import type { FastifyRequest } from "fastify";
import type { TAppDeps } from "../../http/deps.ts";
import { AccountError } from "../auth/account-error.ts";
import type { TCurrentUser } from "../auth/current-user.ts";
import { deviceUuidOf } from "../marketing/device-uuid.ts";
import { recordMarketingEvent } from "../marketing/outbox-repository.ts";
import { saveProfile } from "./profile-repository.ts";

/**
 * PUT /users/profile: saves name, e-mail, birthday (not in the future) and marketing consent, and
 * reports `users/edit-profile` to the marketing service in the same transaction.
 */
export async function updateProfile(
  deps: TAppDeps,
  request: FastifyRequest,
  user: TCurrentUser,
  body: { name: string; email: string | null; birthday: string | null; is_marketing: boolean },
): Promise<TProfile> {
  const now = deps.now();
  if (body.birthday !== null && body.birthday > now.toISOString().slice(0, 10)) {
    throw new AccountError(400, ACCOUNT_MESSAGES.invalidBirthday, undefined, {
      errors: { birthday: [ACCOUNT_MESSAGES.invalidBirthday] },
    });
  }
  const profile = await deps.db.transaction(async (tx) => {
    const saved = await saveProfile(
      tx,
      user.id,
      { name: body.name, email: body.email, birthday: body.birthday, isMarketing: body.is_marketing },
      now,
    );
    if (!saved) return null;
    await recordMarketingEvent(
      tx,
      {
        kind: "users/edit-profile",
        payload: {
          user_id: saved.id,
          phone: saved.phone,
          name: saved.name,
          email: saved.email,
          birthday: saved.birthday,
          is_marketing: saved.is_marketing,
        },
        deviceUuid: deviceUuidOf(request),
      },
      now,
    );
    return saved;
  });
  if (!profile) throw new AccountError(401, ACCOUNT_MESSAGES.unauthorized);
  return profile;
}
