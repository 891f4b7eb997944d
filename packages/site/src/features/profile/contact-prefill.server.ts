import { COOKIE_NAMES } from "@optika/domain/constants";
import { formatPhoneInput } from "@optika/domain/phone";
import type { TApiClient } from "../../server/api.server.ts";
import { parseCookies } from "../../server/forward-headers.ts";

/**
 * What a contact form (checkout, booking) starts with for a signed-in shopper: their profile's
 * name, phone (as the mask shows it) and e-mail, each "" when the profile has none. The fields stay
 * the shopper's to change.
 */
export type TContactPrefill = { name: string; phone: string; email: string };

/**
 * The signed-in shopper's contacts (`GET /users/profile`, one small answer), or null for a guest
 * (no `authToken` cookie: nothing is asked) and on any failure — the form then starts empty.
 */
export async function loadContactPrefill(api: TApiClient, request: Request): Promise<TContactPrefill | null> {
  if (!parseCookies(request.headers.get("cookie"))[COOKIE_NAMES.authToken]) return null;
  const answer = await api.profile.getProfile().catch(() => null);
  if (answer?.status !== 200) return null;
  const { name, phone, email } = answer.body.profile;
  return { name: name?.trim() ?? "", phone: formatPhoneInput(phone), email: email ?? "" };
}
