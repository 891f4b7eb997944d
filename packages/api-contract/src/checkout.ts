import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { ZErrorResponse, zId } from "./common.ts";

const c = initContract();

// ---------------------------------------------------------------- delivery methods and payments

/**
 * Delivery classes of the checkout (spec §3 selectedDeliveryClass): pickup at the chain's own
 * clinic or shop, pickup at a partner point (the carrier's network), courier, and same-day courier
 * ('yandex-day-delivery', estimated by coordinates).
 */
export const DELIVERY_CLASSES = ["store-pickup", "partner-pickup", "courier", "yandex-day-delivery"] as const;
export type TDeliveryClass = (typeof DELIVERY_CLASSES)[number];
/** 'courier' for courier methods (spec §3), 'pickup' for the others. */
export const DELIVERY_TYPES = ["pickup", "courier"] as const;
export type TDeliveryType = (typeof DELIVERY_TYPES)[number];

/** Payment classes: online by card (the payment adapter's page) or on receipt. */
export const PAYMENT_CLASSES = ["online", "on-receipt"] as const;
export type TPaymentClass = (typeof PAYMENT_CLASSES)[number];

/** Kinds of pickup points: the chain's clinic or shop, a partner's pickup office or parcel locker. */
export const PICKUP_POINT_TYPES = ["clinic", "shop", "partner-office", "parcel-locker"] as const;
export type TPickupPointType = (typeof PICKUP_POINT_TYPES)[number];

/** Bounds of the address fields (characters). */
export const ADDRESS_LIMITS = {
  address: 300,
  query: 120,
  flat: 20,
  entrance: 10,
  floor: 10,
  intercom: 20,
  comment: 500,
  pointCode: 40,
} as const;

export const CHECKOUT_DELIVERY_MESSAGES = {
  /** spec §8: a failed delivery calculation without a server message */
  notAvailable: "Выбранный способ доставки не доступен по вашему адресу",
  /** spec §8: a saved pickup address whose point is gone */
  savedPointGone: "Данный адрес недоступен и удалён из списка. Выберите другой.",
  deliveryId: "Идентификатор способа доставки должен быть целым положительным числом",
  unknownDelivery: "Способ доставки не найден",
  cityId: "Идентификатор города должен быть целым положительным числом",
  unknownCity: "Город не найден",
  address: "Укажите адрес доставки",
  addressTooLong: `Адрес должен быть не длиннее ${ADDRESS_LIMITS.address} символов`,
  badCharacters: "Поле содержит недопустимые символы",
  zip: "Почтовый индекс должен состоять из 6 цифр",
  latitude: "Широта должна быть числом от -90 до 90",
  longitude: "Долгота должна быть числом от -180 до 180",
  estimateOnly: "Расчёт по координатам доступен только для доставки в день заказа",
  calculatePickup: "Для самовывоза выберите пункт выдачи",
  query: `Запрос должен быть не длиннее ${ADDRESS_LIMITS.query} символов`,
  addressId: "Идентификатор адреса должен быть целым положительным числом",
  addressNotFound: "Адрес не найден",
  pointNotFound: "Пункт выдачи не найден",
  emptyCart: "Корзина пуста",
  unauthorized: "Пользователь не авторизован",
} as const;
const M = CHECKOUT_DELIVERY_MESSAGES;

/** A free text field: trimmed, bounded, no NUL; absent or null count as "". */
function zText(max: number, message: string) {
  return z.preprocess(
    (value) =>
      value === undefined || value === null ? "" : typeof value === "number" ? String(value) : value,
    z
      .string({ error: M.badCharacters })
      .max(max, { error: message, abort: true })
      .refine((value) => !value.includes("\u0000"), { error: M.badCharacters })
      .transform((value) => value.trim()),
  );
}

/** A coordinate from JSON or a query string ("56.83" or 56.83), within [-limit, limit]. */
function zCoordinate(limit: number, message: string) {
  return z.union([z.number(), z.string().max(24)], { error: message }).transform((value, ctx) => {
    const text = typeof value === "number" ? String(value) : value.trim();
    const n = /^-?\d{1,3}(\.\d{1,15})?$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isFinite(n) || Math.abs(n) > limit) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return n;
  });
}

/** A Russian postal code: six digits, or "" when unknown. */
const ZZip = z.preprocess(
  (value) => (value === undefined || value === null ? "" : typeof value === "number" ? String(value) : value),
  z
    .string({ error: M.zip })
    .max(6, { error: M.zip, abort: true })
    .refine((value) => value === "" || /^\d{6}$/.test(value), { error: M.zip }),
);

export const ZCheckoutDelivery = z.object({
  id: z.number().int(),
  class: z.enum(DELIVERY_CLASSES),
  type: z.enum(DELIVERY_TYPES),
  /** 'Самовывоз из салона', 'Курьером', … */
  name: z.string(),
  /** days until the order can be received (0 = today); for courier an estimate until an address is calculated */
  term: z.number().int(),
  /** kopecks; courier: the estimate to the city centre until an address is calculated */
  cost: z.number().int(),
  /** 'сегодня', 'завтра', '3 дня', 'от 3 дней' */
  termLabel: z.string(),
  /** kopecks: orders from this sum are delivered free (null: never free) */
  free_from: z.number().int().nullable(),
});
export type TCheckoutDelivery = z.infer<typeof ZCheckoutDelivery>;

export const ZCheckoutPayment = z.object({
  name: z.string(),
  class: z.enum(PAYMENT_CLASSES),
});
export type TCheckoutPayment = z.infer<typeof ZCheckoutPayment>;

export const ZCheckoutData = z.object({
  city_id: z.number().int(),
  /** kopecks: the cart's total the costs were computed for */
  cart_total: z.number().int(),
  deliveries: z.array(ZCheckoutDelivery),
  payments: z.array(ZCheckoutPayment),
});
export type TCheckoutData = z.infer<typeof ZCheckoutData>;

// ---------------------------------------------------------------- pickup points

export const ZPickupPoint = z.object({
  /** 'store-12' for the chain's clinic or shop, the carrier's code for a partner point */
  code: z.string(),
  type: z.enum(PICKUP_POINT_TYPES),
  name: z.string(),
  phones: z.array(z.string()),
  /** 'Клиника', 'Салон оптики', 'Пункт выдачи', 'Постамат' */
  pickup_type: z.string(),
  address: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** opening hours as text */
  hours: z.string(),
  /** the class of the point's delivery method */
  classPoint: z.enum(DELIVERY_CLASSES),
  /** the chain's store (stock is reserved there); null for partner points */
  store_id: z.number().int().nullable(),
  term: z.number().int(),
  cost: z.number().int(),
  termLabel: z.string(),
});
export type TPickupPoint = z.infer<typeof ZPickupPoint>;

export const ZPickupPointGroup = z.object({
  /** the delivery method's id */
  id: z.number().int(),
  class: z.enum(DELIVERY_CLASSES),
  name: z.string(),
  points: z.array(ZPickupPoint),
});
export type TPickupPointGroup = z.infer<typeof ZPickupPointGroup>;

export const ZPickupPoints = z.object({
  city_id: z.number().int(),
  groups: z.array(ZPickupPointGroup),
  /** pickup classes the shop has switched off (site variable excludedPickupClasses) */
  excluded_classes: z.array(z.string()),
});
export type TPickupPoints = z.infer<typeof ZPickupPoints>;

// ---------------------------------------------------------------- calculation

/** Where an order goes: the address as the shopper chose it (from suggestions) and its details. */
export const ZDeliveryAddress = z.object({
  /** the full address ('г Екатеринбург, ул Малышева, д 51') */
  full: z.string(),
  /** without the city ('ул Малышева, д 51') */
  short: z.string(),
  city_id: z.number().int(),
  zip: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type TDeliveryAddress = z.infer<typeof ZDeliveryAddress>;

export const ZCalculateDeliveryBody = z.object({
  zip: ZZip,
  /** the address as typed or chosen */
  address: zText(ADDRESS_LIMITS.address, M.addressTooLong),
  /** the full address of the chosen suggestion (preferred over `address` when given) */
  destination_address: zText(ADDRESS_LIMITS.address, M.addressTooLong),
  city_id: zId(M.cityId),
});
export type TCalculateDeliveryBody = z.input<typeof ZCalculateDeliveryBody>;

export const ZEstimateDeliveryBody = z.object({
  zip: ZZip,
  /** the full address */
  address: zText(ADDRESS_LIMITS.address, M.addressTooLong),
  destination_address: zText(ADDRESS_LIMITS.address, M.addressTooLong),
  city_id: zId(M.cityId),
  lat: zCoordinate(90, M.latitude),
  lon: zCoordinate(180, M.longitude),
});
export type TEstimateDeliveryBody = z.input<typeof ZEstimateDeliveryBody>;

export const ZDeliveryCalculation = z.object({
  term: z.number().int(),
  cost: z.number().int(),
  termLabel: z.string(),
  class: z.enum(DELIVERY_CLASSES),
  /** the address as the calculation understood it */
  address: ZDeliveryAddress,
});
export type TDeliveryCalculation = z.infer<typeof ZDeliveryCalculation>;

const deliveryParams = z.object({ deliveryId: zId(M.deliveryId) });

// ---------------------------------------------------------------- address suggestions

export const ZAddressSuggestionsQuery = z.object({
  query: zText(ADDRESS_LIMITS.query, M.query),
  /** absent: the current city */
  city_id: z.preprocess((v) => (v === "" ? undefined : v), zId(M.cityId).optional()),
});
export type TAddressSuggestionsQuery = z.input<typeof ZAddressSuggestionsQuery>;

export const ZAddressSuggestion = z.object({
  /** the full address */
  value: z.string(),
  /** without the city */
  short: z.string(),
  city_id: z.number().int(),
  city: z.string(),
  street: z.string(),
  /** '' when the suggestion is a street without a house */
  house: z.string(),
  zip: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type TAddressSuggestion = z.infer<typeof ZAddressSuggestion>;

export const ZAddressSuggestions = z.object({ suggestions: z.array(ZAddressSuggestion) });
export type TAddressSuggestions = z.infer<typeof ZAddressSuggestions>;

// ---------------------------------------------------------------- saved addresses

export const ZUserAddress = z.object({
  id: z.number().int(),
  lat: z.number(),
  lon: z.number(),
  flat: z.string(),
  zip: z.string(),
  entrance: z.string(),
  floor: z.string(),
  intercom: z.string(),
  comment: z.string(),
  /** the delivery method the address was used with */
  courierId: z.number().int(),
  computed_address: z.string(),
  short_address: z.string(),
  city_id: z.number().int(),
  classPoint: z.object({ class: z.enum(DELIVERY_CLASSES) }),
  /** a pickup address: the partner point's code (place_id) or the chain's store (shop_id) */
  delivery_data: z.object({
    place_id: z.string().optional(),
    shop_id: z.number().int().optional(),
  }),
});
export type TUserAddress = z.infer<typeof ZUserAddress>;

const addressParams = z.object({ id: zId(M.addressId) });

export const checkoutDeliveryContract = c.router({
  checkoutData: {
    method: "GET",
    path: "/checkout/data",
    responses: { 200: ZCheckoutData },
    summary: "Delivery methods (with terms and costs) and payment methods for the current cart and city",
  },
  pickupPoints: {
    method: "GET",
    path: "/checkout/pickup-points",
    responses: { 200: ZPickupPoints },
    summary: "Pickup point groups of the current city: the chain's clinics and shops, the partner network",
  },
  calculateDelivery: {
    method: "POST",
    path: "/checkout/delivery/:deliveryId/calculate",
    pathParams: deliveryParams,
    body: ZCalculateDeliveryBody,
    responses: { 200: ZDeliveryCalculation, 400: ZErrorResponse, 404: ZErrorResponse },
    summary: "Term and cost of a courier method to an address (400: not available there)",
  },
  estimateDelivery: {
    method: "POST",
    path: "/checkout/delivery/:deliveryId/estimate",
    pathParams: deliveryParams,
    body: ZEstimateDeliveryBody,
    responses: { 200: ZDeliveryCalculation, 400: ZErrorResponse, 404: ZErrorResponse },
    summary: "Term and cost of same-day delivery ('yandex-day-delivery') to coordinates",
  },
  addressSuggestions: {
    method: "GET",
    path: "/checkout/address-suggestions",
    query: ZAddressSuggestionsQuery,
    responses: { 200: ZAddressSuggestions, 400: ZErrorResponse },
    summary: "Addresses of the city matching what the shopper typed, with coordinates (at most 10)",
  },
});

/** The shopper's saved addresses (spec §3 userAddresses). */
export const userAddressesContract = c.router({
  userAddresses: {
    method: "GET",
    path: "/user/addresses",
    responses: { 200: z.array(ZUserAddress) },
    summary: "The signed-in shopper's addresses saved from orders, latest first (a guest: none)",
  },
  deleteUserAddress: {
    method: "DELETE",
    path: "/user/addresses/:id",
    pathParams: addressParams,
    responses: { 200: z.boolean(), 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse },
    summary: "Deletes one of the shopper's saved addresses (another shopper's: 404)",
  },
});
