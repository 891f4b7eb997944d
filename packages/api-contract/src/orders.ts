import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { ZFlag, ZOptionalEmail, ZPersonName, zAccountPhone } from "./account-fields.ts";
import { ZErrorResponse, zId, zInt } from "./common.ts";
import { ZOptionalVoucherId, ZOrderVoucher } from "./myacuvue.ts";

const c = initContract();

/**
 * Orders (issue 11, decision 0032): checkout creates an order from the cart in one transaction
 * (server prices, stock reserved, promo code, certificate and bonuses applied); an order is read by
 * its unguessable hash. Money is integer kopecks; bonuses are points (1 point = 1 ruble).
 */

/** Product id of the gift certificate (spec §9): paid certificates get a code. */
export const CERTIFICATE_PRODUCT_ID = 9907;

export const ORDER_FIELD_MAX = {
  idempotencyKey: 100,
  code: 64,
  address: 500,
  addressPart: 50,
  comment: 1_000,
  pointCode: 100,
  bonuses: 1_000_000,
  orderIds: 50,
} as const;

/** Texts of checkout and orders (Russian UI; ours, the spec has none for these). */
export const ORDER_MESSAGES = {
  idempotencyKeyRequired: "Повторите оформление заказа: не передан ключ запроса (Idempotency-Key)",
  idempotencyKeyReused:
    "Этот ключ запроса уже использован для другого заказа. Обновите страницу и оформите заказ снова.",
  orderNotFound: "Заказ не найден",
  cartEmpty: "Корзина пуста",
  outOfStock: (name: string) => `Товар закончился: ${name}. Уменьшите количество или удалите его из корзины.`,
  deliveryUnavailable: "Выбранный способ доставки не доступен по вашему адресу",
  deliveryIdInvalid: "Выберите способ доставки",
  deliveryTypeInvalid: "Способ доставки: самовывоз или курьер",
  pointRequired: "Выберите пункт самовывоза",
  addressRequired: "Укажите адрес доставки",
  paymentInvalid: "Выберите способ оплаты",
  promoNotFound: "Промокод не найден",
  promoInactive: "Промокод больше не действует",
  promoNotStarted: "Промокод ещё не действует",
  promoExpired: "Срок действия промокода истёк",
  promoMinSum: (rubles: string) => `Промокод действует при сумме заказа от ${rubles} ₽`,
  promoLimit: "Промокод уже использован",
  promoApplied: "Промокод применён",
  certificateNotFound: "Сертификат не найден",
  certificateEmpty: "На сертификате не осталось средств",
  certificateExpired: "Срок действия сертификата истёк",
  certificateApplied: "Сертификат применён",
  bonusesDisabled: "Списание бонусов недоступно",
  bonusesTooMany: (max: number) => `Можно списать не больше ${max} бонусов`,
  bonusesInvalid: "Количество бонусов должно быть целым неотрицательным числом",
  codeInvalid: "Введите код",
  orderIdsInvalid: "Номера заказов должны быть списком целых положительных чисел",
  orderIdsTooMany: "Список заказов: не больше 50 номеров",
  unauthorized: "Пользователь не авторизован",
} as const;

/** The client's key for one checkout attempt: 8…100 of `[A-Za-z0-9_-]` (a UUID fits). */
export const ZIdempotencyKey = z
  .string({ error: ORDER_MESSAGES.idempotencyKeyRequired })
  .min(8, { error: ORDER_MESSAGES.idempotencyKeyRequired })
  .max(ORDER_FIELD_MAX.idempotencyKey, { error: ORDER_MESSAGES.idempotencyKeyRequired })
  .regex(/^[A-Za-z0-9_-]+$/, { error: ORDER_MESSAGES.idempotencyKeyRequired });

/** A promo or certificate code: trimmed, 1…64 printable characters, compared upper-case. */
export const ZCode = z.preprocess(
  (value) => (value === undefined || value === null ? "" : value),
  z
    .string({ error: ORDER_MESSAGES.codeInvalid })
    .max(ORDER_FIELD_MAX.code, { error: ORDER_MESSAGES.codeInvalid, abort: true })
    .transform((value) => value.trim().toUpperCase())
    .refine((value) => /^[A-ZА-ЯЁ0-9_-]{1,64}$/u.test(value), { error: ORDER_MESSAGES.codeInvalid }),
);

/** An optional code: absent, null or "" → undefined. */
const ZOptionalCode = z.preprocess(
  (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
  ZCode.optional(),
);

const addressPart = z
  .string()
  .max(ORDER_FIELD_MAX.addressPart, { error: "Не более 50 символов" })
  .refine((v) => !v.includes("\u0000"), { error: "Недопустимые символы" })
  .optional();

/** The courier address as chosen at checkout (spec §3 deliveryInfo). */
export const ZDeliveryAddress = z.object({
  fullAddress: z
    .string({ error: ORDER_MESSAGES.addressRequired })
    .trim()
    .min(3, { error: ORDER_MESSAGES.addressRequired })
    .max(ORDER_FIELD_MAX.address, { error: "Не более 500 символов" })
    .refine((v) => !v.includes("\u0000"), { error: "Недопустимые символы" }),
  shortAddress: z.string().max(ORDER_FIELD_MAX.address).optional(),
  /** [lat, lon] */
  coordinates: z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]).optional(),
  courierId: addressPart,
  apartment: addressPart,
  mailIndex: addressPart,
  entrance: addressPart,
  floor: addressPart,
  house: addressPart,
  intercom: addressPart,
  comment: z.string().max(ORDER_FIELD_MAX.comment, { error: "Не более 1000 символов" }).optional(),
});
export type TDeliveryAddress = z.infer<typeof ZDeliveryAddress>;

/** Bonuses to spend: a whole number ≥ 0 (0 or absent: none). */
const ZBonusesToSpend = z.preprocess(
  (value) => (value === undefined || value === null || value === "" ? 0 : value),
  zInt(ORDER_MESSAGES.bonusesInvalid, { min: 0, max: ORDER_FIELD_MAX.bonuses }),
);

export const ZCheckoutBody = z
  .object({
    customer: z.object({
      name: ZPersonName,
      phone: zAccountPhone("registration"),
      email: ZOptionalEmail,
      is_marketing: z.preprocess((v) => (v === undefined || v === null ? true : v), ZFlag),
    }),
    delivery: z.object({
      deliveryId: zId(ORDER_MESSAGES.deliveryIdInvalid),
      type: z.enum(["pickup", "courier"], { error: ORDER_MESSAGES.deliveryTypeInvalid }),
      pointCode: z
        .string({ error: ORDER_MESSAGES.pointRequired })
        .trim()
        .min(1, { error: ORDER_MESSAGES.pointRequired })
        .max(ORDER_FIELD_MAX.pointCode, { error: ORDER_MESSAGES.pointRequired })
        .regex(/^[A-Za-z0-9_.:-]+$/, { error: ORDER_MESSAGES.pointRequired })
        .optional(),
      address: ZDeliveryAddress.optional(),
    }),
    payment: z.enum(["online", "on_receipt"], { error: ORDER_MESSAGES.paymentInvalid }),
    promo_code: ZOptionalCode,
    certificate_code: ZOptionalCode,
    bonuses: ZBonusesToSpend,
    /** a MyACUVUE voucher of the signed-in member (GET /myacuvue/checkout-vouchers): off the ACUVUE items */
    myacuvue_voucher_id: ZOptionalVoucherId,
  })
  .superRefine((body, ctx) => {
    if (body.delivery.type === "pickup" && !body.delivery.pointCode) {
      ctx.addIssue({
        code: "custom",
        path: ["delivery", "pointCode"],
        message: ORDER_MESSAGES.pointRequired,
      });
    }
    if (body.delivery.type === "courier" && !body.delivery.address) {
      ctx.addIssue({
        code: "custom",
        path: ["delivery", "address"],
        message: ORDER_MESSAGES.addressRequired,
      });
    }
  });
export type TCheckoutBody = z.input<typeof ZCheckoutBody>;
export type TCheckoutRequest = z.output<typeof ZCheckoutBody>;

export const ZOrderStatus = z.enum(["new", "paid", "completed", "cancelled"]);
export const ZPaymentStatus = z.enum(["unpaid", "paid"]);

/** Russian names of the statuses for the order page. */
export const ORDER_STATUS_LABELS = {
  new: "Новый",
  paid: "Оплачен",
  completed: "Выполнен",
  cancelled: "Отменён",
} as const satisfies Record<z.infer<typeof ZOrderStatus>, string>;

const ZExtraOut = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

export const ZOrderItem = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  modification_id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  /** kopecks per unit, as priced when ordered */
  price: z.number().int(),
  line_total: z.number().int(),
  bonus_value: z.number().int(),
  /** per-eye options as chosen (e.g. { eye: "left" }) */
  options: ZExtraOut,
  data: ZExtraOut,
  eye: z.string().nullable(),
  /** product 9907, paid: the certificate codes issued */
  certificate_codes: z.array(z.string()),
});
export type TOrderItem = z.infer<typeof ZOrderItem>;

export const ZOrder = z.object({
  id: z.number().int(),
  hash: z.string(),
  status: ZOrderStatus,
  status_label: z.string(),
  payment_status: ZPaymentStatus,
  payment_method: z.enum(["online", "on_receipt"]),
  customer: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    is_marketing: z.boolean(),
  }),
  delivery: z.object({
    id: z.number().int(),
    type: z.enum(["pickup", "courier"]),
    class: z.string(),
    point_code: z.string().nullable(),
    store_id: z.number().int().nullable(),
    address: ZDeliveryAddress.nullable(),
    /** kopecks */
    cost: z.number().int(),
    term_days: z.number().int().nullable(),
    term_label: z.string().nullable(),
  }),
  items: z.array(ZOrderItem),
  /** kopecks */
  items_total: z.number().int(),
  discount: z.number().int(),
  promo_code: z.string().nullable(),
  certificate_amount: z.number().int(),
  /** the MyACUVUE voucher the order took (its discount comes off the ACUVUE items), else null */
  myacuvue_voucher: ZOrderVoucher.nullable(),
  /** points */
  bonuses_spent: z.number().int(),
  /** points the order brings its account when paid; 0 for a guest's order */
  bonuses_accrued: z.number().int(),
  /** kopecks to pay */
  total: z.number().int(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  reservation_expires_at: z.string().nullable(),
  history: z.array(
    z.object({
      status: ZOrderStatus,
      payment_status: ZPaymentStatus,
      comment: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZCheckoutResult = z.object({
  order: ZOrder,
  /** online payment of a nonzero total: the storefront goes to /order/payment/{hash} */
  paymentRequired: z.boolean(),
});
export type TCheckoutResult = z.infer<typeof ZCheckoutResult>;

export const ZCheckCodeBody = z.object({ code: ZCode });
export type TCheckCodeBody = z.input<typeof ZCheckCodeBody>;

export const ZPromoCheck = z.object({
  code: z.string(),
  /** kopecks off the current cart */
  discount: z.number().int(),
  message: z.string(),
});
export type TPromoCheck = z.infer<typeof ZPromoCheck>;

export const ZCertificateCheck = z.object({
  code: z.string(),
  /** kopecks left on the certificate */
  balance: z.number().int(),
  /** kopecks it would pay of the current cart */
  applicable: z.number().int(),
  message: z.string(),
});
export type TCertificateCheck = z.infer<typeof ZCertificateCheck>;

export const ZBonusesInfo = z.object({
  cart_items: z.array(
    z.object({
      id: z.number().int(),
      product_id: z.number().int(),
      modification_id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      bonus_value: z.number().int(),
      bonuses: z.number().int(),
    }),
  ),
  /** points the cart brings a signed-in shopper when paid (spec: bonusesAccrued); 0 for a guest */
  bonusesAccrued: z.number().int(),
  /** the shopper's points (0 for a guest) */
  balance: z.number().int(),
  /** site variable useActiveBonuses: the share (percent) of the sum bonuses may pay; 0 = not at all */
  useActiveBonuses: z.number().int(),
  /** most points this cart may spend */
  maxSpendable: z.number().int(),
});
export type TBonusesInfo = z.infer<typeof ZBonusesInfo>;

export const ZCommerceOrder = ZOrder.omit({ items: true, history: true }).extend({
  /** spec: '1' = paid */
  payment_status_code: z.enum(["0", "1"]),
  items: z.array(ZOrderItem).optional(),
});
export type TCommerceOrder = z.infer<typeof ZCommerceOrder>;

export const ZCommerceOrdersQuery = z.object({
  expand: z.enum(["items"], { error: "Допустимое значение expand: items" }).optional(),
});

export const ZCommerceOrdersSaveBody = z.object({
  order_ids: z
    .array(zId(ORDER_MESSAGES.orderIdsInvalid), { error: ORDER_MESSAGES.orderIdsInvalid })
    .max(ORDER_FIELD_MAX.orderIds, { error: ORDER_MESSAGES.orderIdsTooMany }),
});
export type TCommerceOrdersSaveBody = z.input<typeof ZCommerceOrdersSaveBody>;

const hashParams = z.object({
  hash: z
    .string()
    .max(64, { error: ORDER_MESSAGES.orderNotFound })
    .regex(/^[A-Za-z0-9_-]+$/, { error: ORDER_MESSAGES.orderNotFound }),
});

export const ordersContract = c.router({
  createOrder: {
    method: "POST",
    path: "/checkout/process/new",
    headers: z.object({ "idempotency-key": ZIdempotencyKey }),
    body: ZCheckoutBody,
    responses: {
      200: ZCheckoutResult,
      201: ZCheckoutResult,
      400: ZErrorResponse,
      409: ZErrorResponse,
      422: ZErrorResponse,
    },
    summary:
      "Creates the order from the cart in one transaction (server prices, stock reserved, promo, certificate, bonuses); one order per Idempotency-Key (a repeat answers 200 with the same order)",
  },
  getOrder: {
    method: "GET",
    path: "/orders/:hash",
    pathParams: hashParams,
    responses: { 200: ZOrder, 400: ZErrorResponse, 404: ZErrorResponse },
    summary: "The order by its unguessable hash: status, items per eye, delivery, totals, history",
  },
  checkPromo: {
    method: "POST",
    path: "/checkout/promo",
    body: ZCheckCodeBody,
    responses: { 200: ZPromoCheck, 400: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse },
    summary: "Checks a promo code against the current cart: the discount, or why it does not apply",
  },
  checkCertificate: {
    method: "POST",
    path: "/checkout/certificate",
    body: ZCheckCodeBody,
    responses: { 200: ZCertificateCheck, 400: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse },
    summary: "Checks a gift certificate code: its balance and what it would pay of the current cart",
  },
  getBonuses: {
    method: "GET",
    path: "/bonuses/bonuses",
    responses: { 200: ZBonusesInfo },
    summary: "Cart items with their bonuses, the shopper's balance and the most points the cart may spend",
  },
  listCommerceOrders: {
    method: "GET",
    path: "/users/commerce-orders",
    query: ZCommerceOrdersQuery,
    responses: { 200: z.array(ZCommerceOrder), 400: ZErrorResponse, 401: ZErrorResponse },
    summary: "The signed-in shopper's orders, newest first (expand=items adds the items)",
  },
  saveCommerceOrders: {
    method: "POST",
    path: "/users/commerce-orders-save",
    body: ZCommerceOrdersSaveBody,
    responses: {
      200: z.object({ saved: z.array(z.number().int()) }),
      400: ZErrorResponse,
      401: ZErrorResponse,
    },
    summary:
      "Attaches guest orders placed with the shopper's phone to the account (unpaid orders with product 9907 excluded)",
  },
});
