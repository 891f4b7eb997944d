import type { TDb } from "../../db/client.ts";
import { recordMarketingEvent } from "./outbox-repository.ts";

/**
 * The marketing service's mailing group of the footer form (spec §7 footer-subscription group_id).
 * One group: the shop has one news list; a second list would be a second constant here.
 */
export const FOOTER_SUBSCRIPTION_GROUP_ID = "footer";

/** POST /marketing/footer-subscription: a footer-subscription event in the outbox (e-mail lower-cased, phone as digits). */
export async function recordFooterSubscription(
  db: TDb,
  form: { email: string; phone?: string | undefined },
  deviceUuid: string | null,
  now: Date,
): Promise<void> {
  await recordMarketingEvent(
    db,
    {
      kind: "subscriptions/footer-subscription",
      payload: {
        email: form.email.trim().toLowerCase(),
        phone: form.phone?.replace("+", "") ?? "",
        group_id: FOOTER_SUBSCRIPTION_GROUP_ID,
      },
      deviceUuid,
    },
    now,
  );
}
