import { validateSignInCode } from "@optika/domain/codes";
import { errorMessages } from "@optika/domain/errors";
import { formMessages, isValidEmail } from "@optika/domain/forms";
import { phoneDigitsForApi, type TPhoneForm, validatePhone } from "@optika/domain/phone";
import { z } from "zod";

/**
 * Field schemas of the account calls (users, auth, profile): every one bounded, messages the
 * domain's. A phone is read by the domain's rules (masked, "+7…", "8…" or digits) and leaves the
 * schema as the API's digits-only form "79123456789".
 */

export const ACCOUNT_FIELD_MAX = {
  phone: 32,
  code: 8,
  password: 64,
  name: 100,
  email: 254,
  recaptcha: 4_096,
} as const;

/** Texts the account calls answer with (spec §8 where it names them; ours otherwise). */
export const ACCOUNT_MESSAGES = {
  callSent: errorMessages.callSent,
  smsSent: "СМС отправлено",
  wrongCode: errorMessages.wrongCode,
  requestNewCode: errorMessages.requestNewCode,
  serverErrorRetryLater: errorMessages.serverErrorRetryLater,
  unauthorized: errorMessages.unauthorized,
  userNotFound: "Пользователь с таким телефоном не найден",
  userExists: "Пользователь с таким телефоном уже зарегистрирован",
  wrongPassword: "Неверный телефон или пароль",
  passwordSent: "Пароль отправлен в СМС",
  registered: "Вы зарегистрированы. Пароль отправлен в СМС",
  passwordTooSoon: "Новый пароль можно запросить не раньше чем через минуту",
  tooManyCodesWindow: "Код можно запросить не более 3 раз за 15 минут. Повторите попытку позже.",
  tooManyCodesDay: "Код можно запросить не более 10 раз в сутки. Повторите попытку завтра.",
  tooManyFromAddress: "Слишком много запросов с вашего адреса. Повторите попытку позже.",
  tooManyPasswordTries: "Слишком много неудачных попыток входа. Повторите попытку через 15 минут.",
  recaptchaFailed: "Подтвердите, что вы не робот",
  loggedOut: "Вы вышли из личного кабинета",
  profileSaved: "Данные сохранены",
  nameTooLong: "Не более 100 символов",
  tooLong: "Слишком длинное значение",
  badCharacters: "Недопустимые символы",
  invalidEmail: formMessages.invalidEmail,
  invalidBirthday: "Некорректная дата рождения",
  cardNotFound: "Карта не найдена",
  required: formMessages.required,
} as const;

function noNul(value: string): boolean {
  return !value.includes("\u0000");
}

/** A phone field of the given form (its own message for a malformed number) → "79123456789". */
export function zAccountPhone(form: TPhoneForm) {
  return z.preprocess(
    (value) =>
      value === undefined || value === null ? "" : typeof value === "number" ? String(value) : value,
    z
      .string({ error: ACCOUNT_MESSAGES.badCharacters })
      .max(ACCOUNT_FIELD_MAX.phone, { error: ACCOUNT_MESSAGES.tooLong, abort: true })
      .superRefine((value, ctx) => {
        const message = validatePhone(value, form);
        if (message !== null) ctx.addIssue({ code: "custom", message });
      })
      .transform((value) => phoneDigitsForApi(value)),
  );
}

/** The 4-digit sign-in code ('Код должен состоять из 4х символов'), trimmed. */
export const ZSignInCode = z.preprocess(
  (value) => (value === undefined || value === null ? "" : typeof value === "number" ? String(value) : value),
  z
    .string({ error: ACCOUNT_MESSAGES.badCharacters })
    .max(ACCOUNT_FIELD_MAX.code, { error: ACCOUNT_MESSAGES.tooLong, abort: true })
    .superRefine((value, ctx) => {
      const message = validateSignInCode(value);
      if (message !== null) ctx.addIssue({ code: "custom", message });
    })
    .transform((value) => value.trim()),
);

/** A password (the one sent by SMS): required, at most 64 characters, no NUL. */
export const ZPassword = z.preprocess(
  (value) => (value === undefined || value === null ? "" : value),
  z
    .string({ error: ACCOUNT_MESSAGES.badCharacters })
    .max(ACCOUNT_FIELD_MAX.password, { error: ACCOUNT_MESSAGES.tooLong, abort: true })
    .refine(noNul, { error: ACCOUNT_MESSAGES.badCharacters })
    .refine((value) => value.trim() !== "", { error: ACCOUNT_MESSAGES.required }),
);

/** The reCAPTCHA answer (checked by the server only when `useReCaptchaForAuth` is nonzero). */
export const ZRecaptchaResponse = z
  .string({ error: ACCOUNT_MESSAGES.recaptchaFailed })
  .max(ACCOUNT_FIELD_MAX.recaptcha, { error: ACCOUNT_MESSAGES.recaptchaFailed })
  .refine(noNul, { error: ACCOUNT_MESSAGES.recaptchaFailed })
  .optional();

/** A name longer than this before trimming is refused before any work on it (10× the field). */
const RAW_NAME_MAX = 10 * ACCOUNT_FIELD_MAX.name;

/** A shopper's name: trimmed, 1…100 characters. */
export const ZPersonName = z.preprocess(
  (value) => (value === undefined || value === null ? "" : value),
  z
    .string({ error: ACCOUNT_MESSAGES.badCharacters })
    .max(RAW_NAME_MAX, { error: ACCOUNT_MESSAGES.nameTooLong, abort: true })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, { error: ACCOUNT_MESSAGES.required })
        .max(ACCOUNT_FIELD_MAX.name, { error: ACCOUNT_MESSAGES.nameTooLong })
        .refine(noNul, { error: ACCOUNT_MESSAGES.badCharacters }),
    ),
);

/** An optional e-mail: "" or absent → null; else a valid address of at most 254 characters. */
export const ZOptionalEmail = z.preprocess(
  (value) => (value === undefined || value === null ? "" : value),
  z
    .string({ error: ACCOUNT_MESSAGES.invalidEmail })
    .max(ACCOUNT_FIELD_MAX.email, { error: ACCOUNT_MESSAGES.tooLong, abort: true })
    .transform((value) => value.trim())
    .refine((value) => value === "" || (noNul(value) && isValidEmail(value)), {
      error: ACCOUNT_MESSAGES.invalidEmail,
    })
    .transform((value) => (value === "" ? null : value.toLowerCase())),
);

/** True when `text` is a real calendar date YYYY-MM-DD from 1900 on. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2100) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An optional birthday YYYY-MM-DD (from 1900; the server also refuses a future date): "" or absent → null. */
export const ZOptionalBirthday = z.preprocess(
  (value) => (value === undefined || value === null ? "" : value),
  z
    .string({ error: ACCOUNT_MESSAGES.invalidBirthday })
    .max(10, { error: ACCOUNT_MESSAGES.invalidBirthday })
    .refine((value) => value === "" || isCalendarDate(value), { error: ACCOUNT_MESSAGES.invalidBirthday })
    .transform((value) => (value === "" ? null : value)),
);

/** A boolean flag as forms send it: true/false, 1/0, "1"/"0", "true"/"false". */
export const ZFlag = z.preprocess(
  (value) =>
    value === 1 || value === "1" || value === "true"
      ? true
      : value === 0 || value === "0" || value === "false"
        ? false
        : value,
  z.boolean({ error: "Допустимые значения: 0 или 1" }),
);
