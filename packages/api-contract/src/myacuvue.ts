import { validateLoyaltyPin } from "@optika/domain/codes";
import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { ACCOUNT_FIELD_MAX, ACCOUNT_MESSAGES, zAccountPhone } from "./account-fields.ts";
import { ZAccountError, ZCodeSent, ZSignedIn } from "./users.ts";

const c = initContract();

/**
 * MyACUVUE, the lens brand's loyalty programme (issue 15, decision 0038): members by phone sign in
 * with a 4-digit PIN sent by SMS (the same codes, limits and dev outbox as the shop's sign-in), which
 * signs them in to the shop too; the profile holds the fitted lenses and the 300/500-rub vouchers;
 * a voucher pays off ACUVUE items at checkout (`myacuvue_voucher_id` of the checkout body).
 * Off (every call 404, `config.myAcuvueEnabled` false) unless the API's MYACUVUE_ENABLED is on.
 */

/** Texts of the programme's calls (spec §8 where it has them; ours otherwise). */
export const MYACUVUE_MESSAGES = {
  pinLength: "Пин-код должен состоять из 4х символов",
  wrongPin: ACCOUNT_MESSAGES.wrongCode,
  /** the brand service's words; the dialog maps it to 'Запросите новый код' (spec §8) */
  requestNewPin: "Please request a one-time pin",
  notMember: "Номер не зарегистрирован в программе MyACUVUE",
  disabled: "Программа MyACUVUE недоступна",
  unauthorized: ACCOUNT_MESSAGES.unauthorized,
  providerFailed: ACCOUNT_MESSAGES.serverErrorRetryLater,
  voucherInvalid: "Купон MyACUVUE не найден",
  voucherNotFound: "Купон MyACUVUE не найден",
  voucherUsed: "Купон MyACUVUE уже использован",
  voucherExpired: "Срок действия купона MyACUVUE истёк",
  voucherNotStarted: "Купон MyACUVUE ещё не действует",
  voucherNoAcuvue: "Купон MyACUVUE действует только на товары ACUVUE",
  voucherSignIn: "Войдите через MyACUVUE, чтобы применить купон",
} as const;

export const MYACUVUE_FIELD_MAX = {
  voucherId: 64,
  fittedProducts: 50,
  vouchers: 50,
} as const;

/** The PIN: required, exactly 4 digits ('Пин-код должен состоять из 4х символов'), trimmed. */
export const ZLoyaltyPin = z.preprocess(
  (value) => (value === undefined || value === null ? "" : typeof value === "number" ? String(value) : value),
  z
    .string({ error: MYACUVUE_MESSAGES.pinLength })
    .max(ACCOUNT_FIELD_MAX.code, { error: MYACUVUE_MESSAGES.pinLength, abort: true })
    .superRefine((value, ctx) => {
      const message = validateLoyaltyPin(value);
      if (message !== null) ctx.addIssue({ code: "custom", message });
    })
    .transform((value) => value.trim()),
);

/** A voucher's id as the brand's service names it: 1…64 of `[A-Za-z0-9_-]`. */
export const ZVoucherId = z
  .string({ error: MYACUVUE_MESSAGES.voucherInvalid })
  .trim()
  .min(1, { error: MYACUVUE_MESSAGES.voucherInvalid })
  .max(MYACUVUE_FIELD_MAX.voucherId, { error: MYACUVUE_MESSAGES.voucherInvalid })
  .regex(/^[A-Za-z0-9_-]+$/, { error: MYACUVUE_MESSAGES.voucherInvalid });

/** An optional voucher id (checkout): absent, null or "" → undefined. */
export const ZOptionalVoucherId = z.preprocess(
  (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
  ZVoucherId.optional(),
);

export const LOYALTY_VOUCHER_STATES = ["active", "reserved", "used", "expired"] as const;
export type TLoyaltyVoucherState = (typeof LOYALTY_VOUCHER_STATES)[number];

/**
 * A discount voucher: `amount` rubles (300 or 500) off ACUVUE items, valid from…to (YYYY-MM-DD,
 * inclusive), single use: `reserved` by an unpaid order, `used` once it is paid (back to `active`
 * when that order is cancelled or its payment fails or expires).
 */
export const ZLoyaltyVoucher = z.object({
  id: z.string(),
  /** rubles */
  amount: z.number().int().positive(),
  valid_from: z.string(),
  valid_to: z.string(),
  state: z.enum(LOYALTY_VOUCHER_STATES),
  /** ISO date-time of the paid order that used it */
  used_at: z.string().nullable(),
});
export type TLoyaltyVoucher = z.infer<typeof ZLoyaltyVoucher>;

/** One option of a fitted lens for one eye, e.g. { group: 'Оптическая сила (Сфера)', value: '-2.50' }. */
export const ZFittedParameter = z.object({ group: z.string(), value: z.string() });

/** A lens the member was fitted with, and the brand's bonuses for buying it. */
export const ZFittedProduct = z.object({
  product_id: z.number().int().positive(),
  name: z.string(),
  /** the product page: /product/{slug} */
  slug: z.string(),
  /** bonus points the programme gives per pack of this lens */
  bonuses: z.number().int().nonnegative(),
  /** YYYY-MM-DD */
  fitted_at: z.string(),
  /** the fitted parameters per eye (quick-buy preselects them) */
  eyes: z.array(
    z.object({
      eye: z.enum(["right", "left"]),
      parameters: z.array(ZFittedParameter),
    }),
  ),
});
export type TFittedProduct = z.infer<typeof ZFittedProduct>;

/** The member's profile (spec §3): fitted products keyed by product id, with bonuses; vouchers. */
export const ZLoyaltyProfile = z.object({
  /** digits, 79001234567 */
  phone: z.string(),
  first_name: z.string().nullable(),
  /** the member's bonus points at the brand */
  bonus_balance: z.number().int().nonnegative(),
  /** keyed by product id ("1234") */
  fitted_products: z.record(z.string(), ZFittedProduct),
  discount_vouchers: z.array(ZLoyaltyVoucher),
});
export type TLoyaltyProfile = z.infer<typeof ZLoyaltyProfile>;

export const ZLoyaltyPhoneBody = z.object({ phone: zAccountPhone("loyaltySignIn") });
export type TLoyaltyPhoneBody = z.input<typeof ZLoyaltyPhoneBody>;

export const ZLoyaltyConfirmBody = z.object({
  phone: zAccountPhone("loyaltySignIn"),
  password: ZLoyaltyPin,
});
export type TLoyaltyConfirmBody = z.input<typeof ZLoyaltyConfirmBody>;

/** A voucher the current cart may use, with what it would take off it. */
export const ZCheckoutVoucher = z.object({
  id: z.string(),
  /** rubles */
  amount: z.number().int().positive(),
  valid_to: z.string(),
  /** kopecks off the cart's ACUVUE items (min of the amount and their sum) */
  discount: z.number().int().nonnegative(),
});
export type TCheckoutVoucher = z.infer<typeof ZCheckoutVoucher>;

export const ZCheckoutVouchers = z.object({
  /** usable now, the largest discount first (the checkout preselects the first) */
  vouchers: z.array(ZCheckoutVoucher),
  /** kopecks of the cart's ACUVUE items (0: no voucher applies) */
  acuvue_total: z.number().int().nonnegative(),
});
export type TCheckoutVouchers = z.infer<typeof ZCheckoutVouchers>;

/** What an order took from a voucher (null on orders without one). */
export const ZOrderVoucher = z.object({
  id: z.string(),
  /** rubles */
  amount: z.number().int().positive(),
  /** kopecks off the order */
  discount: z.number().int().nonnegative(),
  state: z.enum(LOYALTY_VOUCHER_STATES),
});
export type TOrderVoucher = z.infer<typeof ZOrderVoucher>;

export const myAcuvueContract = c.router({
  getProfile: {
    method: "GET",
    path: "/myacuvue/me",
    responses: { 200: ZLoyaltyProfile, 204: c.noBody(), 401: ZAccountError, 503: ZAccountError },
    summary:
      "The signed-in shopper's MyACUVUE profile (authToken cookie): fitted products and vouchers; 401 for a guest; " +
      "204, no body, when the phone is not a member or the programme is off (an answer, not an error: a non-member's every page view logs no failed request)",
  },
  requestPassword: {
    method: "POST",
    path: "/myacuvue/request-password",
    body: ZLoyaltyPhoneBody,
    responses: {
      200: ZCodeSent,
      400: ZAccountError,
      404: ZAccountError,
      429: ZAccountError,
      503: ZAccountError,
    },
    summary:
      "Sends a member a 4-digit PIN by SMS (the sign-in codes' limits: 3 per phone per 15 minutes, 10 a day, and per address; 429 beyond); 404 reason not_member for a phone outside the programme",
  },
  confirmPassword: {
    method: "POST",
    path: "/myacuvue/confirm-password",
    body: ZLoyaltyConfirmBody,
    responses: { 200: ZSignedIn, 400: ZAccountError, 404: ZAccountError, 503: ZAccountError },
    summary:
      "Checks the PIN and signs in to the shop (token, cookie authToken; the account is created when the phone is new). " +
      "Wrong PIN: 400 'Введен неправильный код' (reason wrong_code); expired, used or 5 wrong tries: 400 'Please request a one-time pin' (reason request_new_code)",
  },
  getCheckoutVouchers: {
    method: "GET",
    path: "/myacuvue/checkout-vouchers",
    responses: { 200: ZCheckoutVouchers },
    summary:
      "The signed-in member's vouchers usable on the current cart, each with its discount on the ACUVUE items (empty for a guest, a non-member, or with the programme off)",
  },
});
