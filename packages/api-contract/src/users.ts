import { COOKIE_MAX_AGE_S, COOKIE_NAMES } from "@optika/domain/constants";
import { initContract } from "@ts-rest/core";
import { z } from "zod";
import {
  ZFlag,
  ZPassword,
  ZPersonName,
  ZRecaptchaResponse,
  ZSignInCode,
  zAccountPhone,
} from "./account-fields.ts";
import { ZErrorResponse } from "./common.ts";
import { ZShopperUser } from "./shopper-user.ts";

const c = initContract();

/** The sign-in cookie (HttpOnly, SameSite=Lax, 5 years; Secure when the public origin is https). */
export const AUTH_COOKIE = COOKIE_NAMES.authToken;
export const AUTH_COOKIE_MAX_AGE_SECONDS = COOKIE_MAX_AGE_S.authToken;
/** Field of the reCAPTCHA answer in the sign-in bodies (spec §7). */
export const RECAPTCHA_FIELD = "g-recaptcha-response";

/**
 * Why a code or password was refused, for the dialog to act on: `wrong_code` keeps stage 1 with the
 * field's message; `request_new_code` (expired, used, or 5 wrong tries) clears the code and asks for
 * a new one; `user_not_found` / `user_exists` switch between sign-in and registration.
 */
export const ACCOUNT_ERROR_REASONS = [
  "wrong_code",
  "request_new_code",
  "user_not_found",
  "user_exists",
  "wrong_password",
  "recaptcha",
  "too_many",
  "password_too_soon",
  "provider",
  // MyACUVUE (myacuvue.ts): the phone is not a member
  "not_member",
] as const;
export type TAccountErrorReason = (typeof ACCOUNT_ERROR_REASONS)[number];

/** Error body of the account calls: the common one plus a machine-readable reason. */
export const ZAccountError = ZErrorResponse.extend({
  reason: z.enum(ACCOUNT_ERROR_REASONS).optional(),
  /** 429 only: seconds until a new attempt may succeed (also the Retry-After header) */
  retry_after_seconds: z.number().int().nonnegative().optional(),
});
export type TAccountError = z.infer<typeof ZAccountError>;

/** A code went out: 'Звонок отправлен' (call: the last 4 digits of the calling number) or 'СМС отправлено'. */
export const ZCodeSent = z.object({
  message: z.string(),
  channel: z.enum(["call", "sms"]),
  /** helper under the code field: 'Введите последние 4 цифры входящего номера' / 'Введите 4 цифры из входящего смс' */
  hint: z.string(),
  /** the resend timer (spec §9: 60 s) */
  resend_after_seconds: z.number().int().positive(),
});
export type TCodeSent = z.infer<typeof ZCodeSent>;

/**
 * Signed in: the new auth token (also set as the `authToken` cookie) and the user. `is_new` is true
 * when this call created the account (registration by code).
 */
export const ZSignedIn = z.object({
  token: z.string(),
  user: ZShopperUser,
  is_new: z.boolean(),
});
export type TSignedIn = z.infer<typeof ZSignedIn>;

export const ZAccountMessage = z.object({ message: z.string() });

const recaptcha = { [RECAPTCHA_FIELD]: ZRecaptchaResponse };

export const ZCheckExistBody = z.object({ phone: zAccountPhone("phoneSignIn") });
export const ZRequestCodeBody = z.object({
  username: zAccountPhone("phoneSignIn"),
  ...recaptcha,
  /** a resend: the code comes by SMS instead of a call */
  repeat: ZFlag.optional(),
});
export const ZSignupBody = z.object({
  phone: zAccountPhone("phoneSignIn"),
  ...recaptcha,
  /** a resend: the code comes by SMS instead of a call */
  repeat: ZFlag.optional(),
});
export const ZCodeLoginBody = z.object({
  username: zAccountPhone("phoneSignIn"),
  password: ZSignInCode,
  ...recaptcha,
});
export const ZConfirmPhoneBody = z.object({
  phone: zAccountPhone("phoneSignIn"),
  token: ZSignInCode,
  ...recaptcha,
});
export const ZRequestPasswordBody = z.object({ phone: zAccountPhone("requestPassword") });
export const ZRegistrationBody = z.object({ phone: zAccountPhone("registration"), name: ZPersonName });
export const ZPasswordLoginBody = z.object({ username: zAccountPhone("login"), password: ZPassword });

export type TRequestCodeBody = z.input<typeof ZRequestCodeBody>;
export type TCodeLoginBody = z.input<typeof ZCodeLoginBody>;
export type TConfirmPhoneBody = z.input<typeof ZConfirmPhoneBody>;
export type TRegistrationBody = z.input<typeof ZRegistrationBody>;
export type TPasswordLoginBody = z.input<typeof ZPasswordLoginBody>;

const sendErrors = { 400: ZAccountError, 429: ZAccountError, 503: ZAccountError } as const;

export const usersContract = c.router({
  checkExist: {
    method: "POST",
    path: "/users/check-exist",
    body: ZCheckExistBody,
    responses: { 200: z.object({ exists: z.boolean() }), 400: ZAccountError },
    summary: "Whether an account with this phone exists (the popup then signs in or registers)",
  },
  requestCode: {
    method: "POST",
    path: "/users/request",
    body: ZRequestCodeBody,
    responses: { 200: ZCodeSent, ...sendErrors },
    summary:
      "Sends a 4-digit sign-in code: a call whose last 4 digits are the code, or an SMS when repeat is set. " +
      "At most 3 codes per phone per 15 minutes and 10 a day, and per address; 429 beyond. 503 when the provider fails.",
  },
  signup: {
    method: "POST",
    path: "/users/signup",
    body: ZSignupBody,
    responses: { 200: ZCodeSent, 409: ZAccountError, ...sendErrors },
    summary:
      "Starts registration by phone: sends a code by call, or an SMS when repeat is set (confirmed with POST /users/confirm/phone); 409 when the phone has an account",
  },
  loginWithCode: {
    method: "POST",
    path: "/users/login",
    body: ZCodeLoginBody,
    responses: { 200: ZSignedIn, 400: ZAccountError, 404: ZAccountError, 429: ZAccountError },
    summary:
      "Signs in with the code (password = code): a new auth token (cookie authToken); the guest cart and wishlist join the user's",
  },
  confirmPhone: {
    method: "POST",
    path: "/users/confirm/phone",
    body: ZConfirmPhoneBody,
    responses: { 200: ZSignedIn, 400: ZAccountError, 429: ZAccountError },
    summary: "Confirms the phone with the code (token = code): creates the account if new, then signs in",
  },
  requestPassword: {
    method: "POST",
    path: "/users/request-password",
    body: ZRequestPasswordBody,
    responses: { 200: ZAccountMessage, 404: ZAccountError, ...sendErrors },
    summary: "Sends a new password by SMS (again only after more than 1 minute)",
  },
  registration: {
    method: "POST",
    path: "/users/registration",
    body: ZRegistrationBody,
    responses: { 201: ZAccountMessage, 409: ZAccountError, ...sendErrors },
    summary: "Creates an account {phone, name} and sends its password by SMS; then the login dialog",
  },
});
