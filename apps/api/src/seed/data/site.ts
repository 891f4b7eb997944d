/** Site variables, CMS menus and social links. */
import type { TMenuName } from "../../db/schema.ts";

export type TMenuItemSeed = { menu: TMenuName; title: string; path: string; color: string | null };

/**
 * Paths of 'header' and 'footer' have no leading slash: the site renders them as `/{path}`
 * (spec §2). 'footer2' paths are used as given.
 */
export const MENU_ITEMS: readonly TMenuItemSeed[] = [
  // header: the category links carry the accent colours (up to 5)
  { menu: "header", title: "Контактные линзы", path: "catalog/linzy", color: "#1e88e5" },
  { menu: "header", title: "Оправы", path: "catalog/opravy", color: "#e07b2a" },
  { menu: "header", title: "Солнцезащитные очки", path: "catalog/solncezashchitnye-ochki", color: "#e8b417" },
  { menu: "header", title: "Аксессуары", path: "catalog/aksessuary", color: "#2e9d6a" },
  { menu: "header", title: "Подарочные сертификаты", path: "sertifikaty", color: "#c2407f" },
  { menu: "header", title: "Запись к врачу", path: "zapis", color: null },
  { menu: "header", title: "Услуги", path: "uslugi", color: null },
  { menu: "header", title: "Специалисты", path: "specialists", color: null },
  { menu: "header", title: "Акции", path: "aktsii", color: null },
  { menu: "header", title: "Статьи", path: "stat", color: null },
  { menu: "header", title: "MyACUVUE", path: "acuvue", color: null },
  { menu: "header", title: "Контакты", path: "kontakty", color: null },
  // footer: main menu
  { menu: "footer", title: "Каталог", path: "catalog", color: null },
  { menu: "footer", title: "Контактные линзы", path: "lenses", color: null },
  { menu: "footer", title: "Очки", path: "ochki", color: null },
  { menu: "footer", title: "Услуги", path: "uslugi", color: null },
  { menu: "footer", title: "Специалисты", path: "specialists", color: null },
  { menu: "footer", title: "Отзывы", path: "reviews", color: null },
  { menu: "footer", title: "Видео", path: "video", color: null },
  { menu: "footer", title: "Вакансии", path: "vakansii", color: null },
  { menu: "footer", title: "Контакты", path: "kontakty", color: null },
  // footer2: second menu, paths as given
  { menu: "footer2", title: "Дисконтная программа", path: "/klientam/discounts", color: null },
  { menu: "footer2", title: "Контроль миопии", path: "/miopiya", color: null },
  { menu: "footer2", title: "Вопросы специалисту", path: "/questions-specialist", color: null },
  { menu: "footer2", title: "Благотворительность", path: "/charity", color: null },
  {
    menu: "footer2",
    title: "Политика обработки персональных данных",
    path: "/company/law/policy-personal-data",
    color: null,
  },
  {
    menu: "footer2",
    title: "Согласие на обработку персональных данных",
    path: "/company/law/personal-data",
    color: null,
  },
];

/** The shop's contact e-mail: the footer, the config's `facebook` key and the legal texts. */
export const CONTACT_EMAIL = "info@optika-ekb.ru";

/**
 * site_vars. The keys lifted to the top of GET /configs (siteName, telegram, vkontakte,
 * odnoklassniki, whatsapp, facebook = contact e-mail, useReCaptchaForAuth) and the rest, which go
 * to config.vars as is. `productsUnavailableAtZeroStock` is filled by the generator.
 */
export const SITE_VARS: Readonly<Record<string, string>> = {
  siteName: "Оптика",
  telegram: "https://t.me/optika_ekb_channel",
  vkontakte: "https://vk.com/optika_ekb",
  odnoklassniki: "https://ok.ru/group/optika_ekb",
  whatsapp: "https://wa.me/78005502030",
  facebook: CONTACT_EMAIL,
  useReCaptchaForAuth: "0",
  phone: "8 (800) 550-20-30",
  postalCode: "620014",
  addressLocality: "Екатеринбург",
  streetAddress: "ул. Вайнера, 9",
  email: CONTACT_EMAIL,
  workingHours: "с 9:00 до 21:00",
  workingDays: "ежедневно",
  companyName: "ООО «Оптика Урал»",
  headOfficeAddress: "620014, г. Екатеринбург, ул. Вайнера, 9, офис 301",
  /**
   * quick-buy's term for a set the city's clinics do not hold (spec §4; with stock it shows dates):
   * an order's term, in any city. The main manufacturer's lenses come sooner.
   */
  deliveryTerms: "Привезём под заказ: в салон или курьером — за 5–7 дней",
  mainManufacturer: "Johnson & Johnson Vision Care",
  mainManufacturerDeliveryTerm: "Привезём под заказ: в салон или курьером — за 2–3 дня",
  hintText: "Звонок бесплатный",
  botLink: "https://t.me/optika_ekb_bot",
  plantNetworkUrl: "https://zavod-optika.example",
  cooperationThanks: "Спасибо за обращение! Мы обязательно ответим на ваше письмо в ближайшее время",
  "Включить заставку 30 лет": "Нет",
  /** delivery (decision 0033): courier and partner pickup are free from this cart total, roubles */
  freeDeliveryFrom: "3000",
  /** delivery classes switched off at checkout, comma-separated ('partner-pickup', 'yandex-day-delivery'…) */
  excludedPickupClasses: "",
};
