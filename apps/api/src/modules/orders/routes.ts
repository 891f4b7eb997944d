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
import { resolveCheckoutVoucher } from "../myacuvue/checkout-voucher.ts";
import { bonusesInfo, checkCertificate, checkPromo } from "../promotions/checkout-checks.ts";
import { checkoutDeliveryQuoter } from "./checkout-delivery-quoter.ts";
import { listCommerceOrders, saveCommerceOrders } from "./commerce-orders.ts";
import { createOrder } from "./create-order.ts";
import { sendOrderConfirmation } from "./order-confirmation-sms.ts";
import { isOrderHashShaped } from "./order-hash.ts";
import { findOrderByHash, findOrderById, publicOrder } from "./order-view.ts";

const s = initServer();

const UNAUTHORIZED = { status: 401 as const, body: { message: M.unauthorized } };

/** Checkout (order creation, promo, certificate, bonuses) and orders (by hash, the shopper's list). */
/**
 * `reservationMinutes`: how long an unpaid online order holds its stock before the payments' worker
 * releases it (PAYMENT_RESERVATION_MINUTES, registerPayments).
 */
export function ordersRoutes(
  deps: TAppDeps,
  outbox: Pick<TMarketingOutbox, "wake">,
  reservationMinutes: number,
) {
  const quoteDelivery = checkoutDeliveryQuoter(deps);
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
      const voucher = body.myacuvue_voucher_id
        ? await resolveCheckoutVoucher(deps, user, body.myacuvue_voucher_id)
        : null;
      const { orderId, created } = await createOrder(
        deps.db,
        { quoteDelivery, reservationMinutes },
        {
          idempotencyKey: headers["idempotency-key"],
          request: body,
          owner,
          userId: user?.id ?? null,
          cityId: city.id,
          deviceUuid: deviceUuidOf(request),
          now: deps.now(),
          voucher,
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
