/** Texts of the MyACUVUE sign-in dialog (spec §2 Modals, §4 Loyalty login, §5). */
export const loyaltySignInMessages = {
  title: "Вход в MyACUVUE",
  kicker: "Программа лояльности",
  phoneIntro:
    "Введите номер телефона, на который зарегистрирован профиль MyACUVUE. Мы пришлём пин-код в СМС.",
  pinIntro: (phone: string) => `Пин-код отправлен в СМС на ${phone}.`,
  phone: "Телефон",
  pin: "Пин-код",
  pinHint: "4 символа из СМС",
  requestPin: "Получить пин-код",
  signIn: "Войти",
  changePhone: "Изменить номер",
  resend: "Отправить пин-код повторно",
  resendIn: (seconds: number) => `через ${seconds} с`,
  notRegisteredTitle: "Номер не зарегистрирован в MyACUVUE",
  notRegisteredText:
    "Чтобы стать участником программы, подберите линзы ACUVUE у специалиста. После подбора профиль MyACUVUE появится автоматически.",
  notRegisteredAppsText: "Зарегистрируйтесь в приложении MyACUVUE, затем войдите с тем же номером телефона.",
  whereToPick: "Где подобрать линзы",
  tryOtherPhone: "Ввести другой номер",
} as const;
