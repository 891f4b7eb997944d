import { DEFAULT_CITY } from "@optika/domain/constants";

export const layoutMessages = {
  /** The brand's name is appended ('… — Оптика', '… — JJ Vision'). */
  defaultTitle: "Контактные линзы, очки и проверка зрения",
  defaultDescription:
    "Контактные линзы, оправы, солнцезащитные очки и аксессуары с доставкой и самовывозом из салонов оптики. Запись к специалисту.",
  skipToContent: "Перейти к содержимому",
  defaultCity: DEFAULT_CITY.name,
  quickAppointment: "Записаться на приём",
  home: "На главную",
  catalog: "Каталог",
  plantNetwork: "Сеть производств оптики",
  socials: {
    telegram: "Telegram-канал",
    vk: "ВКонтакте",
    ok: "Одноклассники",
    whatsapp: "WhatsApp",
    bot: "Telegram-бот",
    email: "Электронная почта",
  },
} as const;
