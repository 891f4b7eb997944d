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
