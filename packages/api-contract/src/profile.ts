import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { ACCOUNT_MESSAGES, ZFlag, ZOptionalBirthday, ZOptionalEmail, ZPersonName } from "./account-fields.ts";
import { ZErrorResponse } from "./common.ts";

const c = initContract();

/** The signed-in shopper's profile (every answer here: 401 'Пользователь не авторизован' for a guest). */
export const ZProfile = z.object({
  id: z.number().int().positive(),
  phone: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** YYYY-MM-DD */
  birthday: z.string().nullable(),
  is_marketing: z.boolean(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZProfileUpdate = z.object({
  name: ZPersonName,
  email: ZOptionalEmail,
  birthday: ZOptionalBirthday,
  is_marketing: ZFlag,
});
export type TProfileUpdate = z.input<typeof ZProfileUpdate>;

/** Barcode symbologies a card number is printed in (the page renders it with bwip-js). */
export const DISCOUNT_CARD_BARCODE_FORMATS = ["ean13"] as const;

export const ZDiscountCard = z.object({
  /** the card's address: /profile/discount-card/{guid} */
  guid: z.uuid(),
  /** 13 digits, EAN-13 with its check digit */
  number: z.string(),
  barcode_format: z.enum(DISCOUNT_CARD_BARCODE_FORMATS),
  kind: z.enum(["virtual", "plastic"]),
  discount_percent: z.number().int().min(0).max(100),
  /** ISO date-time */
  issued_at: z.string(),
});
export type TDiscountCard = z.infer<typeof ZDiscountCard>;

export const ZCertificate = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  /** kopecks */
  nominal: z.number().int().nonnegative(),
  /** kopecks left */
  balance: z.number().int().nonnegative(),
  status: z.enum(["active", "used", "expired"]),
  /** YYYY-MM-DD or null (no end) */
  expires_at: z.string().nullable(),
  issued_at: z.string(),
});
export type TCertificate = z.infer<typeof ZCertificate>;

export const ZBonusEntry = z.object({
  id: z.number().int().positive(),
  /** bonuses (1 bonus = 1 rub off), positive accrued, negative spent or expired */
  amount: z.number().int(),
  kind: z.enum(["accrual", "spending", "expiry"]),
  description: z.string(),
  /** ISO date-time */
  created_at: z.string(),
});
export type TBonusEntry = z.infer<typeof ZBonusEntry>;

/** The newest entries of the bonus history that one answer carries. */
export const BONUS_HISTORY_LIMIT = 100;

export const ZBonuses = z.object({ balance: z.number().int(), history: z.array(ZBonusEntry) });
export type TBonuses = z.infer<typeof ZBonuses>;

const guest = { 401: ZErrorResponse } as const;

export const profileContract = c.router({
  getProfile: {
    method: "GET",
    path: "/users/profile",
    responses: { 200: z.object({ profile: ZProfile }), ...guest },
    summary: "The signed-in shopper's profile",
  },
  updateProfile: {
    method: "PUT",
    path: "/users/profile",
    body: ZProfileUpdate,
    responses: { 200: z.object({ profile: ZProfile, message: z.string() }), 400: ZErrorResponse, ...guest },
    summary: `Saves name, e-mail, birthday and marketing consent ('${ACCOUNT_MESSAGES.profileSaved}'); reports users/edit-profile to the marketing service`,
  },
  discountCards: {
    method: "GET",
    path: "/users/discount-cards",
    responses: { 200: z.object({ cards: z.array(ZDiscountCard) }), ...guest },
    summary: "The shopper's discount cards, newest first",
  },
  issueDiscountCard: {
    method: "POST",
    path: "/users/discount-cards",
    body: c.noBody(),
    // 400: a malformed body sent anyway (the server's parser refuses it before the handler)
    responses: { 200: z.object({ card: ZDiscountCard, is_new: z.boolean() }), 400: ZErrorResponse, ...guest },
    summary: "Issues the shopper's virtual discount card (idempotent: an existing virtual card is returned)",
  },
  discountCard: {
    method: "GET",
    path: "/users/discount-cards/:guid",
    pathParams: z.object({ guid: z.uuid({ error: ACCOUNT_MESSAGES.cardNotFound }) }),
    responses: { 200: z.object({ card: ZDiscountCard }), 400: ZErrorResponse, 404: ZErrorResponse, ...guest },
    summary: "One of the shopper's cards by its guid (another shopper's card is a 404)",
  },
  certificates: {
    method: "GET",
    path: "/users/certificates",
    responses: { 200: z.object({ certificates: z.array(ZCertificate) }), ...guest },
    summary: "The shopper's gift certificates, newest first",
  },
  bonuses: {
    method: "GET",
    path: "/users/bonuses",
    responses: { 200: ZBonuses, ...guest },
    summary: `Bonus balance and the newest ${BONUS_HISTORY_LIMIT} history entries`,
  },
});
