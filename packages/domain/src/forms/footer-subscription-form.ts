import { isValidEmail } from "./cooperation-form.ts";
import { formMessages } from "./messages.ts";

/** The longest e-mail address a mailbox can have (RFC 5321 path limit). */
export const SUBSCRIPTION_EMAIL_MAX = 254;

export type TFooterSubscriptionErrors = { email?: string };

/**
 * The footer's news subscription (spec §7 footer-subscription: e-mail, phone, group): an e-mail is
 * required and must look like one. The same rule runs in the browser, the site's action and the API.
 */
export function validateFooterSubscription(form: { readonly email: string }): TFooterSubscriptionErrors {
  const email = form.email.trim();
  if (email === "") return { email: formMessages.required };
  // control characters (NUL included) are never part of an address, and a database refuses NUL
  const hasControl = [...email].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127);
  if (email.length > SUBSCRIPTION_EMAIL_MAX || hasControl || !isValidEmail(email)) {
    return { email: formMessages.invalidEmail };
  }
  return {};
}
