import type { TCommerceOrder } from "@optika/api-contract";
import { orderMessages as m } from "./messages.ts";

/*
 * Repeat order (spec §4, §8): the items of a past order go into the cart one by one, each with its
 * own toast — 'Товар {name} добавлен в кол-ве {n} шт.' or 'Мы не смогли добавить товар {name}' —
 * then the checkout opens filled as the order was received: by courier at its address, or at its
 * pickup point. The checkout's own loader reloads the checkout data and pickup points on arrival.
 */

/** Default courier map centre for a repeated order without coordinates (spec §9). */
export const REPEAT_DEFAULT_COORDINATES: readonly [number, number] = [56.850624, 60.617112];

/** One line to add again (spec §3 repeat-order source: product, modification, quantity, data, options). */
export type TRepeatItem = {
  productId: number;
  modificationId: number;
  name: string;
  quantity: number;
  options: Record<string, string | number | boolean>;
  data: Record<string, string | number | boolean>;
};

/** What repeating an order needs of it: its items, how it was received and paid, the recipient. */
export type TRepeatSource = {
  items: TRepeatItem[];
  delivery: Pick<TCommerceOrder["delivery"], "id" | "type" | "point_code" | "address">;
  payment_method: TCommerceOrder["payment_method"];
  customer: Pick<TCommerceOrder["customer"], "name" | "phone" | "email">;
};

export function repeatSourceOf(order: TCommerceOrder): TRepeatSource {
  return {
    items: (order.items ?? []).map((item) => ({
      productId: item.product_id,
      modificationId: item.modification_id,
      name: item.name,
      quantity: item.quantity,
      options: item.options,
      data: item.data,
    })),
    delivery: {
      id: order.delivery.id,
      type: order.delivery.type,
      point_code: order.delivery.point_code,
      address: order.delivery.address,
    },
    payment_method: order.payment_method,
    customer: { name: order.customer.name, phone: order.customer.phone, email: order.customer.email },
  };
}

export type TAddLine = (item: {
  product_id: number;
  modification_id: number;
  quantity: number;
  options: TRepeatItem["options"];
  data: TRepeatItem["data"];
}) => Promise<unknown>;

export type TSay = (text: string, kind: "success" | "error") => void;

/**
 * Adds the items one after another (the next starts when the previous has answered), saying how
 * each went; answers how many were added.
 */
export async function addOneByOne(items: readonly TRepeatItem[], add: TAddLine, say: TSay): Promise<number> {
  let added = 0;
  for (const item of items) {
    try {
      await add({
        product_id: item.productId,
        modification_id: item.modificationId,
        quantity: item.quantity,
        options: item.options,
        data: item.data,
      });
      added += 1;
      say(m.repeatAdded(item.name, item.quantity), "success");
    } catch {
      say(m.repeatFailed(item.name), "error");
    }
  }
  return added;
}

/** The checkout's delivery info (spec §3 deliveryInfo) as a repeated courier order fills it. */
export type TRepeatDeliveryInfo = {
  fullAddress: string;
  shortAddress: string;
  coordinates: [number, number];
  courierId: number | null;
  apartment: string;
  mailIndex: string;
  entrance: string;
  floor: string;
  house: string;
  intercom: string;
  comment: string;
};

/** A pickup group as `GET /checkout/pickup-points` lists it: the delivery id, class and point codes. */
export type TPickupGroupLike = { id: number; class: string; points: ReadonlyArray<{ code: string }> };

/**
 * What the checkout opens with after a repeat order (handed over as the navigation's state
 * `{ checkoutPrefill }`, decision 0036): the method ('delivery' = courier, else 'pickup'), the
 * courier's address or the pickup point (its group and code, when it still exists), the delivery
 * method's id, the payment and the recipient.
 */
export type TCheckoutPrefill = {
  method: "pickup" | "delivery";
  deliveryId: number;
  deliveryInfo: TRepeatDeliveryInfo | null;
  pickup: { groupId: number; code: string } | null;
  payment: "online" | "on_receipt";
  customer: { name: string; phone: string; email: string };
};

function courierIdOf(value: string | undefined): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

/** The prefill of a past order; a pickup point no longer offered leaves the point unchosen. */
export function checkoutPrefillOf(
  order: Omit<TRepeatSource, "items">,
  groups: readonly TPickupGroupLike[],
): TCheckoutPrefill {
  const customer = {
    name: order.customer.name,
    phone: order.customer.phone,
    email: order.customer.email ?? "",
  };
  const { delivery } = order;
  if (delivery.type === "courier") {
    const a = delivery.address;
    return {
      method: "delivery",
      deliveryId: delivery.id,
      deliveryInfo: {
        fullAddress: a?.fullAddress ?? "",
        shortAddress: a?.shortAddress ?? a?.fullAddress ?? "",
        coordinates: a?.coordinates ? [a.coordinates[0], a.coordinates[1]] : [...REPEAT_DEFAULT_COORDINATES],
        courierId: courierIdOf(a?.courierId),
        apartment: a?.apartment ?? "",
        mailIndex: a?.mailIndex ?? "",
        entrance: a?.entrance ?? "",
        floor: a?.floor ?? "",
        house: a?.house ?? "",
        intercom: a?.intercom ?? "",
        comment: a?.comment ?? "",
      },
      pickup: null,
      payment: order.payment_method,
      customer,
    };
  }
  const code = delivery.point_code;
  const group = code
    ? (groups.find((g) => g.id === delivery.id && g.points.some((p) => p.code === code)) ??
      groups.find((g) => g.points.some((p) => p.code === code)))
    : undefined;
  return {
    method: "pickup",
    deliveryId: group?.id ?? delivery.id,
    deliveryInfo: null,
    pickup: group && code ? { groupId: group.id, code } : null,
    payment: order.payment_method,
    customer,
  };
}
