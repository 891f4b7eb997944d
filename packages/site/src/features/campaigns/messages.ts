/** Texts of the promotions pages (/aktsii). */
export const campaignsMessages = {
  home: "Главная",
  title: "Акции",
  lead: "Скидки и подарки в салонах оптики и интернет-магазине. Условия каждой акции — на её странице.",
  description:
    "Действующие акции сети оптик: скидки на контактные линзы, оправы и солнцезащитные очки, подарки к покупке.",
  listLabel: "Список акций",
  status: {
    current: "Идёт сейчас",
    upcoming: "Скоро",
    expired: "Акция завершена",
  },
  dates: (from: string, to: string) => `с ${from} по ${to}`,
  /** the page's meta description: its lead and when it runs, in the tense of its status */
  metaDescription: (lead: string, dates: string, status: "current" | "upcoming" | "expired") =>
    `${lead} Акция ${status === "expired" ? "действовала" : status === "upcoming" ? "будет действовать" : "действует"} ${dates}.`,
  conditions: "Условия акции",
  products: "Товары по акции",
  expiredNote: "Эта акция завершена. Посмотрите действующие предложения.",
  allCampaigns: "Все акции",
  empty: "Сейчас акций нет — загляните позже.",
  currentTitle: "Акции",
} as const;
