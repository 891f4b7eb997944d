import { contract, ORDER_MESSAGES as M } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import type { FastifyRequest } from "fastify";
import { getCurrentCity, HttpError, type TAppDeps } from "../../http/index.ts";
import { getCurrentUser } from "../auth/current-user.ts";
import { ownerForRead } from "../cart/cart-owner.ts";
import { loadCart } from "../cart/load-cart.ts";
import { noStore } from "../cart/routes.ts";
import { deviceUuidOf } from "../marketing/device-uuid.ts";
import type { TMarketingOutbox } from "../marketing/marketing-outbox.ts";
import { bonusesInfo, checkCertificate, checkPromo } from "../promotions/checkout-checks.ts";
import { listCommerceOrders, saveCommerceOrders } from "./commerce-orders.ts";
import { createOrder } from "./create-order.ts";
import { sendOrderConfirmation } from "./order-confirmation-sms.ts";
import { quoteChainDelivery, type TOrderDeliveryQuoter } from "./order-delivery.ts";
import { isOrderHashShaped } from "./order-hash.ts";
import { findOrderByHash, findOrderById, publicOrder } from "./order-view.ts";

const s = initServer();

export type TOrdersOptions = {
  /** minutes an unpaid online order holds its stock (default 30) */
  reservationMinutes: number;
  quoteDelivery: TOrderDeliveryQuoter;
};

export const DEFAULT_ORDERS_OPTIONS: TOrdersOptions = {
  reservationMinutes: 30,
  quoteDelivery: quoteChainDelivery,
};

const UNAUTHORIZED = { status: 401 as const, body: { message: M.unauthorized } };

/** Checkout (order creation, promo, certificate, bonuses) and orders (by hash, the shopper's list). */
export function ordersRoutes(
  deps: TAppDeps,
  outbox: Pick<TMarketingOutbox, "wake">,
  options: TOrdersOptions = DEFAULT_ORDERS_OPTIONS,
) {
  const currentCart = async (request: FastifyRequest) => {
    const owner = await ownerForRead(deps, request);
    const { city } = await getCurrentCity(deps, request);
    return loadCart(deps.db, owner, city.id);
  };
  return s.router(contract.orders, {
    createOrder: async ({ body, headers, request, reply }) => {
      noStore(reply);
      const { city } = await getCurrentCity(deps, request);
      const owner = await ownerForRead(deps, request);
      if (!owner) throw new HttpError(400, M.cartEmpty);
      const user = await getCurrentUser(deps, request);
      const { orderId, created } = await createOrder(
        deps.db,
        { quoteDelivery: options.quoteDelivery, reservationMinutes: options.reservationMinutes },
        {
          idempotencyKey: headers["idempotency-key"],
          request: body,
          owner,
          userId: user?.id ?? null,
          cityId: city.id,
          deviceUuid: deviceUuidOf(request),
          now: deps.now(),
        },
      );
      const order = await findOrderById(deps.db, orderId);
      if (!order) throw new Error(`order ${orderId} vanished after checkout`);
      if (created) {
        outbox.wake();
        await sendOrderConfirmation(deps.sms, order, request.log);
      }
      const result = {
        order: publicOrder(order),
        paymentRequired:
          order.payment_method === "online" && order.payment_status === "unpaid" && order.total > 0,
      };
      return created ? { status: 201 as const, body: result } : { status: 200 as const, body: result };
    },
    getOrder: async ({ params, reply }) => {
      noStore(reply);
      const order = isOrderHashShaped(params.hash) ? await findOrderByHash(deps.db, params.hash) : null;
      if (!order) return { status: 404 as const, body: { message: M.orderNotFound } };
      return { status: 200 as const, body: publicOrder(order) };
    },
    checkPromo: async ({ body, request, reply }) => {
      noStore(reply);
      const cart = await currentCart(request);
      const user = await getCurrentUser(deps, request);
      return {
        status: 200 as const,
        body: await checkPromo(deps.db, body.code, { cart, phone: user?.phone ?? null, now: deps.now() }),
      };
    },
    checkCertificate: async ({ body, request, reply }) => {
      noStore(reply);
      const cart = await currentCart(request);
      return {
        status: 200 as const,
        body: await checkCertificate(deps.db, body.code, { cart, now: deps.now() }),
      };
    },
    getBonuses: async ({ request, reply }) => {
      noStore(reply);
      const cart = await currentCart(request);
      const user = await getCurrentUser(deps, request);
      return { status: 200 as const, body: await bonusesInfo(deps.db, cart, user?.id ?? null) };
    },
    listCommerceOrders: async ({ query, request, reply }) => {
      noStore(reply);
      const user = await getCurrentUser(deps, request);
      if (!user) return UNAUTHORIZED;
      return {
        status: 200 as const,
        body: await listCommerceOrders(deps.db, user.id, query.expand === "items"),
      };
    },
    saveCommerceOrders: async ({ body, request, reply }) => {
      noStore(reply);
      const user = await getCurrentUser(deps, request);
      if (!user) return UNAUTHORIZED;
      return {
        status: 200 as const,
        body: { saved: await saveCommerceOrders(deps.db, user, body.order_ids, deps.now()) },
      };
    },
  });
}
