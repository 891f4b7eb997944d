import { TIMINGS_MS } from "../constants/business-constants.ts";
import { errorMessages } from "./messages.ts";

export const NOTIFICATION_DURATION_MS = TIMINGS_MS.notification;
export const TOAST_DURATION_MS = TIMINGS_MS.toast;
export const ERROR_LIST_SEPARATOR = "; ";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (isRecord(value)) return Object.values(value).flatMap(strings);
  return [];
}

/** Field-level messages of an API error body (`errors`: a record of lists, or a list), in order. */
export function fieldErrorMessages(body: unknown): string[] {
  return isRecord(body) ? strings(body.errors) : [];
}

/** The `message` of an API error body, if it has a non-empty one. */
export function serverMessage(body: unknown): string | undefined {
  return isRecord(body) && typeof body.message === "string" && body.message.trim() ? body.message : undefined;
}

/** Every message of an error body: the field errors, else the message. */
export function errorMessagesOf(body: unknown): string[] {
  const fields = fieldErrorMessages(body);
  if (fields.length > 0) return fields;
  const message = serverMessage(body);
  return message ? [message] : [];
}

/** The error toast: a list joined with '; ', a single message as is, else the generic text. */
export function errorToastText(body: unknown): string {
  const messages = errorMessagesOf(body);
  return messages.length > 0 ? messages.join(ERROR_LIST_SEPARATOR) : errorMessages.generic;
}

export type TOtpErrorOutcome =
  | { readonly kind: "wrongCode"; readonly message: string }
  | {
      readonly kind: "requestNewCode";
      readonly message: string;
      readonly backToStage: 1;
      readonly clearCode: true;
    }
  | { readonly kind: "other"; readonly message: string };

/**
 * Confirming a code: 'Invalid OTP' → 'Введен неправильный код'; 'Please request a one-time pin' →
 * 'Запросите новый код', back to stage 1 with the code cleared; else the server's messages.
 */
export function otpErrorOutcome(body: unknown): TOtpErrorOutcome {
  const text = errorMessagesOf(body).join(ERROR_LIST_SEPARATOR);
  if (text.includes("Invalid OTP")) return { kind: "wrongCode", message: errorMessages.wrongCode };
  if (text.includes("Please request a one-time pin")) {
    return { kind: "requestNewCode", message: errorMessages.requestNewCode, backToStage: 1, clearCode: true };
  }
  return { kind: "other", message: errorToastText(body) };
}

/** Any failure of the loyalty code request shows the not-registered view. */
export function loyaltyCodeRequestFailure(): { readonly kind: "notRegistered" } {
  return { kind: "notRegistered" };
}

/** Sign-in call failure: status 500 → 'Ошибка сервера, повторите попытку позднее.', else the server's messages. */
export function signInErrorText(status: number, body: unknown): string {
  return status === 500 ? errorMessages.serverErrorRetryLater : errorToastText(body);
}

/** Quick-buy add failure: the first server message, else 'Ошибка при добавлении товара в корзину'. */
export function quickBuyAddErrorText(body: unknown): string {
  return errorMessagesOf(body)[0] ?? errorMessages.quickBuyAddFailed;
}

/** Form send failure: the server message, else 'Ошибка сервера'. */
export function formSendErrorText(body: unknown): string {
  return serverMessage(body) ?? errorMessages.serverError;
}

/** Out-of-stock request failure: the first field error, else the message, else 'Ошибка сервера'. */
export function outOfStockFormErrorText(body: unknown): string {
  return fieldErrorMessages(body)[0] ?? serverMessage(body) ?? errorMessages.serverError;
}

/** Card quantity failure: the server messages joined, else the default text. */
export function cartQuantityErrorText(body: unknown): string {
  const messages = errorMessagesOf(body);
  return messages.length > 0 ? messages.join(ERROR_LIST_SEPARATOR) : errorMessages.cartQuantityFailed;
}

/** Delivery calculation: a 400 shows the server message; anything else, or no message, the default. */
export function deliveryCalculateErrorText(status: number, body: unknown): string {
  return (status === 400 ? serverMessage(body) : undefined) ?? errorMessages.deliveryUnavailable;
}

/** A stale chunk reloads the page once, at most once per minute. */
export function shouldReloadForStaleChunk(lastReloadAtMs: number | null | undefined, nowMs: number): boolean {
  return (
    lastReloadAtMs === null ||
    lastReloadAtMs === undefined ||
    nowMs - lastReloadAtMs >= TIMINGS_MS.staleChunkReloadMinInterval
  );
}
