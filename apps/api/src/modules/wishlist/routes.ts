import { contract, WISHLIST_COUNT_COOKIE } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import type { FastifyRequest } from "fastify";
import { getCurrentCity, type TAppDeps } from "../../http/index.ts";
import { syncBadgeCountCookie } from "../cart/badge-count-cookie.ts";
import { ownerForRead, ownerForWrite, type TCartOwner } from "../cart/cart-owner.ts";
import { noStore, type TReplyHeaders } from "../cart/routes.ts";
import { deviceUuidOf } from "../marketing/device-uuid.ts";
import type { TMarketingOutbox } from "../marketing/marketing-outbox.ts";
import { addToWishlist, assertWishlistProduct } from "./add-to-wishlist.ts";
import { getWishlist } from "./get-wishlist.ts";
import { removeFromWishlist } from "./remove-from-wishlist.ts";

const s = initServer();

export function wishlistRoutes(deps: TAppDeps, outbox: Pick<TMarketingOutbox, "wake">) {
  const answer = async (request: FastifyRequest, reply: TReplyHeaders, owner: TCartOwner | null) => {
    noStore(reply);
    const city = owner ? (await getCurrentCity(deps, request)).city.id : 0;
    const list = await getWishlist(deps.db, owner, city);
    syncBadgeCountCookie(deps, request, reply, WISHLIST_COUNT_COOKIE, list.count);
    return { status: 200 as const, body: list };
  };
  const context = (request: FastifyRequest) => ({ now: deps.now(), deviceUuid: deviceUuidOf(request) });

  return s.router(contract.wishlist, {
    getWishlist: async ({ request, reply }) => answer(request, reply, await ownerForRead(deps, request)),
    addToWishlist: async ({ body, request, reply }) => {
      await assertWishlistProduct(deps.db, body.product_id);
      const owner = await ownerForWrite(deps, request);
      if (await addToWishlist(deps.db, owner, body.product_id, context(request))) outbox.wake();
      return answer(request, reply, owner);
    },
    removeFromWishlist: async ({ params, request, reply }) => {
      const owner = await ownerForRead(deps, request);
      if (await removeFromWishlist(deps.db, owner, params.productId, context(request))) outbox.wake();
      return answer(request, reply, owner);
    },
  });
}
