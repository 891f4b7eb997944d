import type { TLoyaltyVoucherState } from "@optika/api-contract";
/** Texts of the MyACUVUE feature in the storefront (spec §2, §4, §8). */
export const myAcuvueMessages = {
  pinSent: "Пин-код отправлен в СМС",
  signedIn: "Вы вошли в MyACUVUE",
  appStore: "App Store",
  googlePlay: "Google Play",
} as const;

/** The programme's app in the stores (the not-registered view where the city has no clinics). */
export const MYACUVUE_APP_LINKS = [
  { label: myAcuvueMessages.appStore, href: "https://apps.apple.com/ru/search?term=MyACUVUE" },
  { label: myAcuvueMessages.googlePlay, href: "https://play.google.com/store/search?q=MyACUVUE&c=apps" },
] as const;

/** Texts of `/profile/my-acuvue` (spec §3 loyalty profile). */
export const myAcuvueProfileMessages = {
  /** a voucher's state as the profile shows it */
  voucherStates: {
    active: "Доступен",
    reserved: "Ожидает оплаты заказа",
    used: "Использован",
    expired: "Срок действия истёк",
  } satisfies Record<TLoyaltyVoucherState, string>,
  member: (name: string | null) => (name ? `${name}, вы участник MyACUVUE` : "Вы участник MyACUVUE"),
  phone: (phone: string) => `Профиль по номеру ${phone}`,
  bonusBalance: "Баллы MyACUVUE",
  fittedTitle: "Подобранные линзы",
  noFitted: "Подобранных линз пока нет. Подберите линзы ACUVUE у специалиста в нашей клинике.",
  fittedAt: (date: string) => `Подобраны ${date}`,
  eye: { right: "Правый глаз", left: "Левый глаз" } as const,
  bonusesPerPack: (bonuses: string) => `${bonuses} за упаковку`,
  reorder: "Заказать снова",
  vouchersTitle: "Купоны на скидку",
  noVouchers: "Купонов пока нет.",
  voucherAmount: (amount: string) => `Скидка ${amount} на линзы ACUVUE`,
  voucherValidity: (from: string, to: string) => `Действует с ${from} по ${to}`,
  voucherUsedAt: (date: string) => `Использован ${date}`,
  notConnectedTitle: "MyACUVUE не подключён",
  notConnected:
    "Войдите через MyACUVUE по номеру телефона, на который зарегистрирован ваш профиль программы: здесь появятся подобранные линзы, баллы и купоны на скидку 300 и 500 рублей.",
  signIn: "Войти через MyACUVUE",
  disabled: "Программа MyACUVUE сейчас недоступна.",
  toClinics: "Где подобрать линзы",
} as const;
