import type { TCommerceOrder } from "@optika/api-contract";
import { formatPrice } from "@optika/domain/money";
import { EYE_LABELS } from "../cart/messages.ts";
import { orderMessages as m } from "./messages.ts";
import { orderDay, orderStatusView, type TOrderStatusView } from "./order-view.ts";
import { repeatSourceOf, type TRepeatSource } from "./repeat-order.ts";

/** The most orders the profile lists (newest first): enough for a shopper, bounded for the page. */
export const PROFILE_ORDERS_SHOWN = 30;

export type TProfileOrderView = {
  id: number;
  hash: string;
  number: string;
  placedOn: string;
  status: TOrderStatusView;
  total: string;
  items: Array<{ id: number; name: string; eye: string | null; quantity: string }>;
  repeat: TRepeatSource;
};

/** One order of `GET /users/commerce-orders?expand=items` as the profile shows and repeats it. */
export function profileOrderView(order: TCommerceOrder): TProfileOrderView {
  return {
    id: order.id,
    hash: order.hash,
    number: String(order.id),
    placedOn: orderDay(order.created_at),
    status: orderStatusView(order),
    total: formatPrice(order.total),
    items: (order.items ?? []).map((item) => {
      const eye = item.eye ?? (typeof item.options.eye === "string" ? item.options.eye : null);
      return {
        id: item.id,
        name: item.name,
        eye: eye ? (EYE_LABELS[eye] ?? null) : null,
        quantity: m.quantity(item.quantity),
      };
    }),
    repeat: repeatSourceOf(order),
  };
}
