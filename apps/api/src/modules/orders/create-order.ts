import { ORDER_MESSAGES as M, MYACUVUE_MESSAGES, type TCheckoutRequest } from "@optika/api-contract";
import { loyaltyVoucherDiscount, bonusesAccrued as orderBonuses } from "@optika/domain/commerce";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { HttpError } from "../../http/index.ts";
import type { TCartOwner } from "../cart/cart-owner.ts";
import { loadCartRows, lockCart } from "../cart/cart-repository.ts";
import { recordMarketingEvent } from "../marketing/outbox-repository.ts";
import type { TVoucherToTake } from "../myacuvue/checkout-voucher.ts";
import { productBrandNames, reserveVoucher } from "../myacuvue/voucher-ledger.ts";
import {
  bonusState,
  checkBonusesToSpend,
  maxSpendableBonuses,
  recordBonusSpending,
} from "../promotions/bonus-spending.ts";
import { redeemCertificate, usableCertificate } from "../promotions/certificate-redemption.ts";
import { applyPromo, recordPromoRedemption } from "../promotions/promo-codes.ts";
import { markOrderPaid } from "./mark-order-paid.ts";
import { requireDeliveryQuote, type TOrderDeliveryQuoter } from "./order-delivery.ts";
import { newOrderHash, requestFingerprint } from "./order-hash.ts";
import { insertReservations, reserveStock } from "./stock-reservation.ts";

export type TCreateOrderInput = {
  idempotencyKey: string;
  request: TCheckoutRequest;
  owner: TCartOwner;
  userId: number | null;
  cityId: number;
  deviceUuid: string | null;
  now: Date;
  /** the MyACUVUE voucher named in the request, checked with the brand (myacuvue/checkout-voucher.ts) */
  voucher?: TVoucherToTake | null;
};

export type TCreateOrderOptions = {
  quoteDelivery: TOrderDeliveryQuoter;
  /** minutes an unpaid online order holds its stock (then payments release it) */
  reservationMinutes: number;
};

/** created: false when the idempotency key had already made this order. */
export type TCreatedOrder = { orderId: number; created: boolean };

/** Money of an order, in kopecks (bonuses in points). */
export type TOrderMoney = {
  itemsTotal: number;
  discount: number;
  /** the MyACUVUE voucher's share (off the ACUVUE items) */
  voucherDiscount?: number;
  deliveryCost: number;
  bonusesSpent: number;
  certificateAmount: number;
  total: number;
};

/**
 * The order's sums (decision 0032): the promo discount comes off the items; bonuses pay at most
 * their share of the discounted items; the certificate pays what is left, delivery included.
 */
export function orderTotal(parts: Omit<TOrderMoney, "total">): number {
  return Math.max(
    0,
    parts.itemsTotal -
      parts.discount -
      (parts.voucherDiscount ?? 0) +
      parts.deliveryCost -
      parts.bonusesSpent * 100 -
      parts.certificateAmount,
  );
}

/**
 * POST /checkout/process/new in ONE transaction: the idempotency key is locked (advisory lock) and
 * looked up (same request → the same order; another request → 422); the cart is locked and priced
 * from the catalogue (a client's prices are never read), the delivery quoted, the stock reserved
 * (409 naming the product when it is short), promo, bonuses and certificate applied with their
 * rows locked, the order with its items, reservations, status history 'new' and key written, the
 * marketing event queued and the cart emptied. A crash at any point leaves either all of it or
 * nothing.
 */
export async function createOrder(
  db: TDb,
  options: TCreateOrderOptions,
  input: TCreateOrderInput,
): Promise<TCreatedOrder> {
  const { request, now } = input;
  const fingerprint = requestFingerprint({ owner: input.owner, body: request });
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as TDb;
    // The lock first, in a statement of its own: a statement's snapshot is taken when it starts, so a
    // lookup in the same statement would miss the order committed while it waited for the lock.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`order:${input.idempotencyKey}`}, 0))`,
    );
    const [existing] = await queryRows<{ fingerprint: string; order_id: number }>(
      tx,
      sql`select fingerprint, order_id from order_idempotency where key = ${input.idempotencyKey}`,
    );
    if (existing) {
      if (existing.fingerprint !== fingerprint) throw new HttpError(422, M.idempotencyKeyReused);
      return { orderId: Number(existing.order_id), created: false };
    }

    const cartId = await lockCart(tx, input.owner);
    const lines = cartId === null ? [] : await loadCartRows(tx, input.owner, input.cityId);
    if (cartId === null || lines.length === 0) throw new HttpError(400, M.cartEmpty);
    const items = lines.map((line) => ({
      productId: Number(line.product_id),
      modificationId: Number(line.modification_id),
      name: line.name,
      sku: line.sku,
      quantity: Number(line.quantity),
      price: Number(line.unit_price),
      bonusValue: Number(line.bonus_value),
      options: line.options ?? {},
      data: line.data ?? {},
      eye: typeof line.options?.eye === "string" ? line.options.eye : null,
    }));
    const itemsTotal = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
    const bonusesAccrued = orderBonuses(
      items.map((i) => ({ bonuses: i.bonusValue * i.quantity })),
      { signedIn: input.userId !== null },
    );
    const phone = request.customer.phone;

    const promo = request.promo_code
      ? await applyPromo(tx, request.promo_code, { itemsTotal, phone, now, lock: true, field: "promo_code" })
      : null;
    const discount = promo?.discount ?? 0;

    // MyACUVUE voucher: ACUVUE items only, within what the promo left (decision 0038)
    let voucherDiscount = 0;
    if (input.voucher) {
      const brandNames = await productBrandNames(
        tx,
        items.map((i) => i.productId),
      );
      voucherDiscount = loyaltyVoucherDiscount(
        input.voucher.amount,
        items.map((i) => ({
          brandName: brandNames.get(i.productId) ?? null,
          lineTotal: i.price * i.quantity,
        })),
        itemsTotal - discount,
      );
      if (voucherDiscount === 0) {
        throw new HttpError(422, MYACUVUE_MESSAGES.voucherNoAcuvue, {
          myacuvue_voucher_id: [MYACUVUE_MESSAGES.voucherNoAcuvue],
        });
      }
    }
    const goodsToPay = itemsTotal - discount - voucherDiscount;

    const quote = await requireDeliveryQuote(options.quoteDelivery, tx, {
      deliveryId: request.delivery.deliveryId,
      type: request.delivery.type,
      pointCode: request.delivery.pointCode ?? null,
      address: request.delivery.address ?? null,
      cityId: input.cityId,
      itemsTotal: goodsToPay,
      items: items.map((i) => ({ modificationId: i.modificationId, quantity: i.quantity })),
    });
    const reservations = await reserveStock(tx, items, {
      preferStoreId: quote.storeId,
      cityId: input.cityId,
    });

    let bonusesSpent = 0;
    if (request.bonuses > 0) {
      const state = await bonusState(tx, input.userId, { lock: true });
      const max = maxSpendableBonuses(state.balance, goodsToPay, state.share);
      bonusesSpent = checkBonusesToSpend(request.bonuses, max, state.share);
    }
    const certificate = request.certificate_code
      ? await usableCertificate(tx, request.certificate_code, { now, lock: true, field: "certificate_code" })
      : null;
    const beforeCertificate = orderTotal({
      itemsTotal,
      discount,
      voucherDiscount,
      deliveryCost: quote.cost,
      bonusesSpent,
      certificateAmount: 0,
    });
    const certificateAmount = certificate ? Math.min(certificate.balance, beforeCertificate) : 0;
    const total = beforeCertificate - certificateAmount;
    const paymentRequired = request.payment === "online" && total > 0;
    const reservationExpiresAt = paymentRequired
      ? new Date(now.getTime() + options.reservationMinutes * 60_000).toISOString()
      : null;
    const at = now.toISOString();

    const [order] = await queryRows<{ id: number }>(
      tx,
      sql`insert into orders (hash, user_id, city_id, status, payment_status, customer_name, customer_phone,
            customer_email, customer_is_marketing, delivery_id, delivery_type, delivery_class, pickup_point_code,
            pickup_store_id, delivery_address, delivery_cost, delivery_term_days, delivery_term_label,
            payment_method, items_total, discount, certificate_amount, bonuses_spent, bonuses_accrued, total,
            promo_code, created_at, updated_at, reservation_expires_at)
          values (${newOrderHash()}, ${input.userId}, ${input.cityId}, 'new', 'unpaid', ${request.customer.name},
            ${phone}, ${request.customer.email}, ${request.customer.is_marketing}, ${request.delivery.deliveryId},
            ${request.delivery.type}, ${quote.deliveryClass},
            ${request.delivery.type === "pickup" ? (request.delivery.pointCode ?? null) : null}, ${quote.storeId},
            ${request.delivery.type === "courier" && request.delivery.address ? JSON.stringify(request.delivery.address) : null}::jsonb,
            ${quote.cost}, ${quote.termDays}, ${quote.termLabel}, ${request.payment}, ${itemsTotal}, ${discount},
            ${certificateAmount}, ${bonusesSpent}, ${bonusesAccrued}, ${total}, ${promo?.promo.code ?? null},
            ${at}::timestamptz, ${at}::timestamptz, ${reservationExpiresAt}::timestamptz)
          returning id`,
    );
    if (!order) throw new Error("order insert returned nothing");
    const orderId = Number(order.id);

    const itemValues = sql.join(
      items.map(
        (i) =>
          sql`(${orderId}, ${i.productId}, ${i.modificationId}, ${i.name}, ${i.sku}, ${i.quantity}, ${i.price},
               ${i.bonusValue}, ${JSON.stringify(i.options)}::jsonb, ${JSON.stringify(i.data)}::jsonb, ${i.eye})`,
      ),
      sql`, `,
    );
    await tx.execute(
      sql`with items as (
            insert into order_items (order_id, product_id, modification_id, name, sku, quantity, price, bonus_value,
              options, data, eye) values ${itemValues} returning 1),
          history as (
            insert into order_status_history (order_id, status, payment_status, comment, created_at)
            values (${orderId}, 'new', 'unpaid', 'Заказ создан', ${at}::timestamptz) returning 1),
          emptied as (delete from cart_items where cart_id = ${cartId} returning 1)
          insert into order_idempotency (key, fingerprint, order_id, created_at)
          values (${input.idempotencyKey}, ${fingerprint}, ${orderId}, ${at}::timestamptz)`,
    );
    await insertReservations(tx, orderId, reservations, now);
    if (promo) {
      await recordPromoRedemption(tx, {
        promoId: promo.promo.id,
        orderId,
        phone,
        userId: input.userId,
        amount: discount,
        now,
      });
    }
    if (input.voucher && voucherDiscount > 0) {
      const reserved = await reserveVoucher(tx, {
        voucherId: input.voucher.id,
        phone: input.voucher.phone,
        orderId,
        amount: input.voucher.amount,
        discount: voucherDiscount,
        now,
      });
      if (!reserved) {
        throw new HttpError(422, MYACUVUE_MESSAGES.voucherUsed, {
          myacuvue_voucher_id: [MYACUVUE_MESSAGES.voucherUsed],
        });
      }
    }
    if (bonusesSpent > 0 && input.userId !== null) {
      await recordBonusSpending(tx, { userId: input.userId, orderId, points: bonusesSpent, now });
    }
    if (certificate && certificateAmount > 0) {
      const taken = await redeemCertificate(tx, {
        certificateId: certificate.id,
        orderId,
        amount: certificateAmount,
        now,
      });
      if (!taken) {
        throw new HttpError(422, M.certificateEmpty, { certificate_code: [M.certificateEmpty] });
      }
    }
    await recordMarketingEvent(
      tx,
      {
        kind: input.userId === null ? "orders/create-unauthorized" : "orders/create-authorized",
        payload: { order_id: orderId, subscribe: request.customer.is_marketing ? 1 : 0 },
        deviceUuid: input.deviceUuid,
      },
      now,
    );
    if (input.userId !== null && quote.remember) await quote.remember(tx, input.userId, now);
    if (total === 0 && request.payment === "online") await markOrderPaid(tx, orderId, now);
    return { orderId, created: true };
  });
}
