/** What the certificates page's component and meta read; the texts its loader sends are in `page-texts.server.ts`. */
export const certificatesMessages = {
  home: "Главная",
  title: "Подарочные сертификаты",
  listHeading: "Номиналы",
} as const;
