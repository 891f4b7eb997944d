import { authMessages } from "@optika/domain/auth";

/** Texts of the sign-in, registration and password forms (spec §2 Modals, §4; spelling fixed as in NOTES). */
export const authFormMessages = {
  ...authMessages,
  close: "Закрыть",
  loginTitle: "Вход по паролю",
  registrationTitle: "Регистрация",
  requestPasswordTitle: "Получение пароля",
  phone: "Телефон",
  password: "Пароль",
  name: "Имя",
  code: "Код",
  phonePlaceholder: "+7 (___) ___ __ __",
  forgotPassword: "Получить пароль по СМС",
  getPassword: "Получить пароль",
  haveAccount: "Уже зарегистрированы?",
  toLogin: "Войти по паролю",
  viaMyAcuvue: "Войти через MyACUVUE",
  noAccount: "Нет аккаунта?",
  loading: "Подождите…",
  requestPasswordIntro: "Пришлём новый пароль в СМС на этот номер.",
  registrationIntro: "Пароль для входа придёт в СМС.",
  phoneSignInIntro: "Введите номер телефона — мы позвоним или пришлём СМС с кодом для входа.",
  changePhone: "Изменить номер",
  resendIn: (seconds: number) => `Запросить код повторно через ${seconds} с`,
  resend: "Отправить код в СМС",
  codeSentTo: (phone: string) => `Код отправлен на ${phone}`,
} as const;
