import type { TDeliveryClass, TDeliveryType } from "@optika/api-contract";

export type TDeliveryMethod = { id: number; class: TDeliveryClass; type: TDeliveryType; name: string };

/**
 * The shop's delivery methods. Ids are stable: orders and saved addresses keep them
 * (delivery_method_id, courierId). Which of them a city gets is decided per request
 * (list-checkout-deliveries.ts).
 */
export const DELIVERY_METHODS: readonly TDeliveryMethod[] = [
  { id: 1, class: "store-pickup", type: "pickup", name: "Самовывоз из салона" },
  { id: 2, class: "partner-pickup", type: "pickup", name: "Самовывоз из пункта выдачи" },
  { id: 3, class: "courier", type: "courier", name: "Доставка курьером" },
  { id: 4, class: "yandex-day-delivery", type: "courier", name: "Курьером в день заказа" },
];

export function findDeliveryMethod(id: number): TDeliveryMethod | undefined {
  return DELIVERY_METHODS.find((m) => m.id === id);
}

/** 'store-12' ↔ store 12: the pickup point code of the chain's clinic or shop. */
export const STORE_POINT_PREFIX = "store-";

export function storePointCode(storeId: number): string {
  return `${STORE_POINT_PREFIX}${storeId}`;
}

export function storeIdOfPointCode(code: string): number | undefined {
  if (!code.startsWith(STORE_POINT_PREFIX)) return undefined;
  const digits = code.slice(STORE_POINT_PREFIX.length);
  return /^\d{1,9}$/.test(digits) ? Number(digits) : undefined;
}
