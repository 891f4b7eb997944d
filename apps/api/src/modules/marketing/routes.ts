import { contract, marketingMessages } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import type { TAppDeps } from "../../http/deps.ts";
import { deviceUuidOf } from "./device-uuid.ts";
import type { TMarketingOutbox } from "./marketing-outbox.ts";
import { recordCategoryView } from "./record-category-view.ts";
import { recordFooterSubscription } from "./record-footer-subscription.ts";
import { recordProductView } from "./record-product-view.ts";

const s = initServer();

export function marketingRoutes(deps: TAppDeps, outbox: Pick<TMarketingOutbox, "wake">) {
  return s.router(contract.marketing, {
    categoryView: async ({ body, request, reply }) => {
      const recorded = await recordCategoryView(
        deps.db,
        { categoryId: body.category_id, deviceUuid: deviceUuidOf(request), now: deps.now() },
        request,
        reply,
      );
      if (recorded) outbox.wake();
      return { status: 202, body: { accepted: true, recorded } };
    },
    footerSubscription: async ({ body, request }) => {
      await recordFooterSubscription(deps.db, body, deviceUuidOf(request), deps.now());
      outbox.wake();
      return { status: 202, body: { accepted: true, message: marketingMessages.subscribed } };
    },
    productView: async ({ body, request }) => {
      await recordProductView(deps.db, body.product_id, deviceUuidOf(request), deps.now());
      outbox.wake();
      return { status: 202, body: { accepted: true } };
    },
  });
}
