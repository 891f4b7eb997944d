import { ACCOUNT_MESSAGES, contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import type { TAppDeps } from "../../http/deps.ts";
import { answerAccountErrors } from "../auth/account-error.ts";
import type { TMarketingOutbox } from "../marketing/marketing-outbox.ts";
import { loadBonuses } from "./bonuses.ts";
import { listCertificates } from "./certificates.ts";
import { findDiscountCard, issueVirtualCard, listDiscountCards } from "./discount-cards.ts";
import { loadProfile } from "./profile-repository.ts";
import { forSignedIn, GUEST_ANSWER } from "./require-user.ts";
import { updateProfile } from "./update-profile.ts";

const s = initServer();

/** The profile area's calls (/users/profile, discount cards, certificates, bonuses): signed-in only. */
export function profileRoutes(deps: TAppDeps, outbox: Pick<TMarketingOutbox, "wake">) {
  return s.router(contract.profile, {
    getProfile: async ({ request, reply }) =>
      forSignedIn(deps, request, reply, async (user) => {
        const profile = await loadProfile(deps.db, user.id);
        return profile ? { status: 200 as const, body: { profile } } : GUEST_ANSWER;
      }) as never,
    updateProfile: async ({ body, request, reply }) =>
      forSignedIn(deps, request, reply, (user) =>
        answerAccountErrors(reply, async () => {
          const profile = await updateProfile(deps, request, user, body);
          outbox.wake();
          return { status: 200 as const, body: { profile, message: ACCOUNT_MESSAGES.profileSaved } };
        }),
      ) as never,
    discountCards: async ({ request, reply }) =>
      forSignedIn(deps, request, reply, async (user) => ({
        status: 200 as const,
        body: { cards: await listDiscountCards(deps.db, user.id) },
      })) as never,
    issueDiscountCard: async ({ request, reply }) =>
      forSignedIn(deps, request, reply, async (user) => {
        const { card, isNew } = await issueVirtualCard(deps.db, user.id, deps.now());
        return { status: 200 as const, body: { card, is_new: isNew } };
      }) as never,
    discountCard: async ({ params, request, reply }) =>
      forSignedIn(deps, request, reply, async (user) => {
        const card = await findDiscountCard(deps.db, user.id, params.guid);
        return card
          ? { status: 200 as const, body: { card } }
          : { status: 404 as const, body: { message: ACCOUNT_MESSAGES.cardNotFound } };
      }) as never,
    certificates: async ({ request, reply }) =>
      forSignedIn(deps, request, reply, async (user) => ({
        status: 200 as const,
        body: { certificates: await listCertificates(deps.db, user.id, deps.now()) },
      })) as never,
    bonuses: async ({ request, reply }) =>
      forSignedIn(deps, request, reply, async (user) => ({
        status: 200 as const,
        body: await loadBonuses(deps.db, user.id),
      })) as never,
  });
}
