import { postJson, type TAuthAnswer } from "../auth/auth-api.ts";

type TFetch = typeof fetch;

/**
 * The browser's MyACUVUE sign-in calls (spec §7): a PIN by SMS for a member's phone, then the PIN
 * for a token. The API sets the HttpOnly `authToken` cookie itself (the shop's sign-in as well).
 */
export function createLoyaltyApi(fetchImpl: TFetch = (...args) => fetch(...args)) {
  return {
    requestPin: (phone: string): Promise<TAuthAnswer> =>
      postJson(fetchImpl, "/myacuvue/request-password", { phone }),
    confirmPin: (phone: string, password: string): Promise<TAuthAnswer> =>
      postJson(fetchImpl, "/myacuvue/confirm-password", { phone, password }),
  };
}

export type TLoyaltyApi = ReturnType<typeof createLoyaltyApi>;
