import { contract, MYACUVUE_MESSAGES as M } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import type { TAppDeps } from "../../http/deps.ts";
import { getCurrentCity } from "../../http/index.ts";
import { answerAccountErrors } from "../auth/account-error.ts";
import { setAuthCookie } from "../auth/auth-cookie.ts";
import { getCurrentUser } from "../auth/current-user.ts";
import { ownerForRead } from "../cart/cart-owner.ts";
import { loadCart } from "../cart/load-cart.ts";
import { checkoutVouchers } from "./checkout-vouchers.ts";
import { confirmLoyaltyPin } from "./confirm-pin.ts";
import { loadLoyaltyProfile } from "./loyalty-profile.ts";
import { requestLoyaltyPin } from "./request-pin.ts";

const s = initServer();

/** MyACUVUE (spec §7 myacuvue/*, decision 0038): PIN sign-in, the member's profile, checkout vouchers. Never cached. */
export function myAcuvueRoutes(deps: TAppDeps) {
  return s.router(contract.myAcuvue, {
    getProfile: async ({ request, reply }) => {
      reply.header("cache-control", "private, no-store");
      const user = await getCurrentUser(deps, request);
      if (!user) return { status: 401 as const, body: { message: M.unauthorized } };
      return answerAccountErrors(reply, async () => {
        const profile = await loadLoyaltyProfile(deps, user.phone);
        return profile ? { status: 200 as const, body: profile } : { status: 204 as const, body: undefined };
      }) as never;
    },
    requestPassword: async ({ body, request, reply }) => {
      reply.header("cache-control", "private, no-store");
      return answerAccountErrors(reply, async () => ({
        status: 200 as const,
        body: await requestLoyaltyPin(deps, request, body),
      })) as never;
    },
    confirmPassword: async ({ body, request, reply }) => {
      reply.header("cache-control", "private, no-store");
      return answerAccountErrors(reply, async () => {
        const signedIn = await confirmLoyaltyPin(deps, request, body);
        setAuthCookie(deps, reply, signedIn.token);
        return { status: 200 as const, body: signedIn };
      }) as never;
    },
    getCheckoutVouchers: async ({ request, reply }) => {
      reply.header("cache-control", "private, no-store");
      const user = await getCurrentUser(deps, request);
      if (!user || !deps.loyalty.enabled)
        return { status: 200 as const, body: { vouchers: [], acuvue_total: 0 } };
      const owner = await ownerForRead(deps, request);
      const { city } = await getCurrentCity(deps, request);
      const cart = await loadCart(deps.db, owner, city.id);
      return { status: 200 as const, body: await checkoutVouchers(deps, user, cart) };
    },
  });
}
