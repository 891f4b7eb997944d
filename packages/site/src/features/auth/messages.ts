import { authMessages } from "@optika/domain/auth";

/** Texts of the sign-in feature (spec §2, §4, §8; spelling as in NOTES). */
export const authFeatureMessages = {
  ...authMessages,
  passwordTooSoon: "Новый пароль можно запросить не раньше чем через минуту",
  passwordSent: "Пароль отправлен в СМС",
  registered: "Вы зарегистрированы. Пароль отправлен в СМС",
  signedIn: "Вы вошли в личный кабинет",
  smsSent: "СМС отправлено",
  serverError: "Ошибка сервера, повторите попытку позднее.",
} as const;
