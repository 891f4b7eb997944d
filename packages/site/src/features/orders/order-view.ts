import type { TOrder, TOrderItem } from "@optika/api-contract";
import { analyticsItem, type TAnalyticsItem } from "@optika/domain/commerce";
import { formatPrice } from "@optika/domain/money";
import { formatPhoneInput } from "@optika/domain/phone";
import { EYE_LABELS } from "../cart/messages.ts";
import { orderMessages as m, ORDER_STATUS_LABELS } from "./messages.ts";

/*
 * What the order pages render of an order (`GET /orders/{hash}`), made on the server so that only
 * the lines a page shows travel with it: texts ready to print, money formatted, dates in the
 * shop's time zone.
 */

/** The chain's home time zone (Yekaterinburg): order times are shown as the clinics see them. */
const SHOP_TIME_ZONE = "Asia/Yekaterinburg";

const momentFormat = new Intl.DateTimeFormat("ru-RU", {
  timeZone: SHOP_TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const dayFormat = new Intl.DateTimeFormat("ru-RU", {
  timeZone: SHOP_TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "2026-11-23T09:05:00Z" → "23 ноября 2026 г. в 14:05" (shop time); "" when it is not a date. */
export function orderMoment(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? "" : momentFormat.format(at);
}

/** "2026-11-23T09:05:00Z" → "23 ноября 2026 г."; "" when it is not a date. */
export function orderDay(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? "" : dayFormat.format(at);
}

export type TOrderStatusView = { code: string; label: string; tone: "neutral" | "success" | "danger" };

/** The status a shopper reads: paid outranks 'new'; a cancelled order says so whatever its payment. */
export function orderStatusView(
  order: Pick<TOrder, "status" | "payment_status" | "payment_method">,
): TOrderStatusView {
  if (order.status === "cancelled")
    return { code: "cancelled", label: ORDER_STATUS_LABELS.cancelled ?? "", tone: "danger" };
  if (order.status === "completed")
    return { code: "completed", label: ORDER_STATUS_LABELS.completed ?? "", tone: "success" };
  if (order.payment_status === "paid")
    return { code: "paid", label: ORDER_STATUS_LABELS.paid ?? "", tone: "success" };
  if (order.payment_method === "online")
    return { code: "pending_payment", label: ORDER_STATUS_LABELS.pending_payment ?? "", tone: "neutral" };
  return { code: order.status, label: ORDER_STATUS_LABELS[order.status] ?? order.status, tone: "neutral" };
}

/** Whether 'Оплатить' is offered: an online order not paid, not cancelled, with something to pay. */
export function canPayOnline(
  order: Pick<TOrder, "status" | "payment_status" | "payment_method" | "total">,
): boolean {
  return (
    order.payment_method === "online" &&
    order.payment_status !== "paid" &&
    order.status !== "cancelled" &&
    order.status !== "completed" &&
    order.total > 0
  );
}

export type TOrderItemView = {
  id: number;
  name: string;
  eye: string | null;
  sku: string;
  quantity: string;
  price: string;
  lineTotal: string;
  certificateCodes: string[];
};

function eyeLabelOf(item: Pick<TOrderItem, "eye" | "options">): string | null {
  const eye = item.eye ?? (typeof item.options.eye === "string" ? item.options.eye : null);
  return eye ? (EYE_LABELS[eye] ?? null) : null;
}

export function orderItemView(item: TOrderItem): TOrderItemView {
  return {
    id: item.id,
    name: item.name,
    eye: eyeLabelOf(item),
    sku: item.sku,
    quantity: m.quantity(item.quantity),
    price: formatPrice(item.price),
    lineTotal: formatPrice(item.line_total),
    certificateCodes: item.certificate_codes,
  };
}

export type TPickupPlace = { name: string; address: string; phones: string[]; hours: string };

export type TOrderDeliveryView = {
  kind: "pickup" | "courier";
  title: string;
  /** the pickup point or the courier address, one line each */
  lines: string[];
  term: string | null;
};

function courierLines(address: NonNullable<TOrder["delivery"]["address"]>): string[] {
  const parts = [
    address.apartment ? m.apartment(address.apartment) : "",
    address.entrance ? m.entrance(address.entrance) : "",
    address.floor ? m.floor(address.floor) : "",
    address.intercom ? m.intercom(address.intercom) : "",
  ].filter(Boolean);
  return [
    [address.fullAddress, ...parts].join(", "),
    address.comment ? `${m.comment}: ${address.comment}` : "",
  ].filter(Boolean);
}

/** Pickup: the point's name, address, hours and phones (when the store is known); courier: the address. */
export function orderDeliveryView(
  delivery: TOrder["delivery"],
  place: TPickupPlace | null,
): TOrderDeliveryView {
  if (delivery.type === "courier") {
    return {
      kind: "courier",
      title: m.courier,
      lines: delivery.address ? courierLines(delivery.address) : [],
      term: delivery.term_label,
    };
  }
  const lines = place
    ? [place.name, place.address, place.hours, place.phones.join(", ")].filter(Boolean)
    : [delivery.point_code ? `${m.pickupPoint} ${delivery.point_code}` : ""].filter(Boolean);
  return { kind: "pickup", title: m.pickup, lines, term: delivery.term_label };
}

export type TTotalRow = { label: string; value: string };

/** Goods, delivery, discounts, certificate and bonuses as the server computed them, then the total. */
export function orderTotalRows(order: TOrder): TTotalRow[] {
  const rows: TTotalRow[] = [{ label: m.goods, value: formatPrice(order.items_total) }];
  rows.push({
    label: m.deliveryCost,
    value: order.delivery.cost > 0 ? formatPrice(order.delivery.cost) : m.deliveryFree,
  });
  if (order.discount > 0)
    rows.push({
      label: order.promo_code ? m.promo(order.promo_code) : m.discount,
      value: `−${formatPrice(order.discount)}`,
    });
  if (order.myacuvue_voucher && order.myacuvue_voucher.discount > 0)
    rows.push({ label: m.myAcuvueVoucher, value: `−${formatPrice(order.myacuvue_voucher.discount)}` });
  if (order.certificate_amount > 0)
    rows.push({ label: m.certificatePaid, value: `−${formatPrice(order.certificate_amount)}` });
  if (order.bonuses_spent > 0)
    rows.push({ label: m.bonusesSpent, value: `−${formatPrice(order.bonuses_spent * 100)}` });
  return rows;
}

export type TOrderView = {
  hash: string;
  number: string;
  placedAt: string;
  status: TOrderStatusView;
  isPaid: boolean;
  isOnline: boolean;
  canPay: boolean;
  paymentLabel: string;
  items: TOrderItemView[];
  /** the lines as data-layer items (the purchase event) */
  analyticsItems: TAnalyticsItem[];
  delivery: TOrderDeliveryView;
  customer: { name: string; phone: string; email: string | null };
  totals: TTotalRow[];
  total: string;
  bonusesAccrued: number;
  history: Array<{ key: string; label: string; at: string; comment: string }>;
};

function paymentLabelOf(order: TOrder): string {
  if (order.payment_status === "paid") return m.paid;
  return order.payment_method === "online" ? m.unpaid : m.payOnReceipt;
}

/** The whole order for its pages; `place`: the pickup store, when the order names one. */
export function orderView(order: TOrder, place: TPickupPlace | null = null): TOrderView {
  return {
    hash: order.hash,
    number: String(order.id),
    placedAt: orderMoment(order.created_at),
    status: orderStatusView(order),
    isPaid: order.payment_status === "paid",
    isOnline: order.payment_method === "online",
    canPay: canPayOnline(order),
    paymentLabel: paymentLabelOf(order),
    items: order.items.map(orderItemView),
    analyticsItems: order.items.map((item) =>
      analyticsItem(
        { id: item.product_id, name: item.name, price: item.price },
        item.quantity,
        item.modification_id,
      ),
    ),
    delivery: orderDeliveryView(order.delivery, place),
    customer: {
      name: order.customer.name,
      phone: formatPhoneInput(order.customer.phone),
      email: order.customer.email,
    },
    totals: orderTotalRows(order),
    total: formatPrice(order.total),
    bonusesAccrued: order.bonuses_accrued,
    history: order.history.map((entry, index) => ({
      key: `${index}:${entry.status}:${entry.payment_status}`,
      label:
        entry.payment_status === "paid" && entry.status === "paid"
          ? (ORDER_STATUS_LABELS.paid ?? "")
          : (ORDER_STATUS_LABELS[entry.status] ?? entry.status),
      at: orderMoment(entry.created_at),
      comment: entry.comment,
    })),
  };
}
