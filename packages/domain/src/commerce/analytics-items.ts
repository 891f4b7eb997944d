import { ANALYTICS_CURRENCY } from "../constants/business-constants.ts";

export type TAnalyticsProduct = {
  readonly id: number;
  readonly name: string;
  readonly brand?: { readonly name?: string | null } | null;
  readonly category?: { readonly name?: string | null } | null;
  /** Kopecks. */
  readonly price: number;
  /** Kopecks; the promo price, used instead of `price` when present. */
  readonly newPrice?: number | null;
};

export type TAnalyticsItem = {
  readonly id: number;
  readonly name: string;
  readonly brand: string;
  readonly category: string;
  /** Rubles, as the metrics counters expect. */
  readonly price: number;
  readonly quantity: number;
  readonly modificationId?: number;
};

/** Commerce data-layer item: id, name, brand.name, category, price (or newPrice), quantity, modificationId. */
export function analyticsItem(
  product: TAnalyticsProduct,
  quantity = 1,
  modificationId?: number | null,
): TAnalyticsItem {
  const kopecks = product.newPrice ?? product.price;
  return {
    id: product.id,
    name: product.name,
    brand: product.brand?.name ?? "",
    category: product.category?.name ?? "",
    price: kopecks / 100,
    quantity,
    ...(modificationId === null || modificationId === undefined ? {} : { modificationId }),
  };
}

export type TEcommerceAction = "detail" | "add" | "remove" | "purchase";

/** A commerce data-layer event in rubles (currency RUB). */
export function ecommerceEvent(
  action: TEcommerceAction,
  items: readonly TAnalyticsItem[],
  orderId?: string | number,
) {
  return {
    ecommerce: {
      currencyCode: ANALYTICS_CURRENCY,
      [action]: {
        ...(orderId === undefined ? {} : { actionField: { id: String(orderId) } }),
        products: items,
      },
    },
  };
}

/** Promotions in the data layer: id and title. */
export function analyticsPromotion(promotion: { readonly id: number | string; readonly title: string }) {
  return { id: String(promotion.id), name: promotion.title };
}
