import { CART_COUNT_COOKIE, contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import type { FastifyRequest } from "fastify";
import { getCurrentCity, type TAppDeps } from "../../http/index.ts";
import { deviceUuidOf } from "../marketing/device-uuid.ts";
import type { TMarketingOutbox } from "../marketing/marketing-outbox.ts";
import { addToCart, resolveCartTarget } from "./add-to-cart.ts";
import { syncBadgeCountCookie, type TCookieReply } from "./badge-count-cookie.ts";
import { ownerForRead, ownerForWrite, type TCartOwner } from "./cart-owner.ts";
import { loadCart } from "./load-cart.ts";
import { removeFromCart } from "./remove-from-cart.ts";
import { setCartQuantity } from "./set-cart-quantity.ts";

const s = initServer();

/** The part of a reply the cart sets (ts-rest hands its own FastifyReply typing). */
export type TReplyHeaders = { header(name: string, value: string): unknown } & TCookieReply;

/** A cart is one shopper's: never stored by a browser's or a proxy's cache (nor the API's read cache). */
export function noStore(reply: TReplyHeaders): void {
  reply.header("cache-control", "private, no-store");
}

export function cartRoutes(deps: TAppDeps, outbox: Pick<TMarketingOutbox, "wake">) {
  const answer = async (
    request: FastifyRequest,
    reply: TReplyHeaders,
    owner: TCartOwner | null,
    itemId: number | null,
  ) => {
    noStore(reply);
    const { city } = await getCurrentCity(deps, request);
    const cart = await loadCart(deps.db, owner, city.id);
    syncBadgeCountCookie(deps, request, reply, CART_COUNT_COOKIE, cart.count);
    return { status: 200 as const, body: { ...cart, item_id: itemId } };
  };
  const context = (request: FastifyRequest) => ({ now: deps.now(), deviceUuid: deviceUuidOf(request) });

  return s.router(contract.cart, {
    getCart: async ({ request, reply }) => {
      noStore(reply);
      const owner = await ownerForRead(deps, request);
      const { city } = await getCurrentCity(deps, request);
      const cart = await loadCart(deps.db, owner, city.id);
      syncBadgeCountCookie(deps, request, reply, CART_COUNT_COOKIE, cart.count);
      return { status: 200, body: cart };
    },
    addToCart: async ({ body, request, reply }) => {
      // Validation first: bad input creates no session.
      const modificationId = await resolveCartTarget(deps.db, {
        productId: body.product_id,
        modificationId: body.modification_id,
      });
      const owner = await ownerForWrite(deps, request);
      const itemId = await addToCart(
        deps.db,
        owner,
        {
          productId: body.product_id,
          modificationId,
          quantity: body.quantity,
          options: body.options,
          data: body.data,
        },
        context(request),
      );
      outbox.wake();
      return answer(request, reply, owner, itemId);
    },
    setCartQuantity: async ({ params, body, request, reply }) => {
      const owner = await ownerForRead(deps, request);
      const itemId = await setCartQuantity(deps.db, owner, params.itemId, body.quantity, context(request));
      outbox.wake();
      return answer(request, reply, owner, itemId);
    },
    removeFromCart: async ({ params, request, reply }) => {
      const owner = await ownerForRead(deps, request);
      await removeFromCart(deps.db, owner, params.itemId, context(request));
      outbox.wake();
      return answer(request, reply, owner, null);
    },
  });
}
