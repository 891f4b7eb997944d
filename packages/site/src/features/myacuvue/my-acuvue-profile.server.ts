import type { TLoyaltyProfile } from "@optika/api-contract";
import type { TApiClient } from "../../server/api.server.ts";
import { profileBody } from "../profile/profile-data.server.ts";

/**
 * The signed-in shopper's MyACUVUE profile, or null when the phone is not a member or the programme
 * is off (204), or on any failure (spec §8: a failure only clears the loading state). A revoked sign-in (401) goes to
 * `/authorization` like the other profile pages.
 */
export async function myAcuvueProfile(url: URL, api: TApiClient): Promise<TLoyaltyProfile | null> {
  const response = await api.myAcuvue.getProfile().catch(() => null);
  if (response?.status === 200 || response?.status === 401) return profileBody(url, response);
  return null;
}
