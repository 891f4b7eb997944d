export const certificatesMessages = {
  home: "Главная",
  title: "Подарочные сертификаты",
  lead: "Подарите заботу о зрении: сертификатом можно оплатить линзы, очки, аксессуары и услуги в любом нашем салоне и на сайте.",
  /** faceValues: "1 000, 2 000 и 5 000 ₽" from the listed certificates (null: none listed) */
  description: (faceValues: string | null) =>
    `Подарочные сертификаты на линзы, очки и проверку зрения${faceValues ? ` номиналом ${faceValues}` : ""}. Действуют в салонах и на сайте.`,
  stepsHeading: "Как это работает",
  steps: (faceValues: string | null) => [
    {
      title: "Выберите номинал",
      text: faceValues ? `Сертификаты на ${faceValues}.` : "Сертификаты разных номиналов.",
    },
    { title: "Оплатите онлайн или в салоне", text: "Код сертификата придёт по SMS сразу после оплаты." },
    { title: "Подарите", text: "Получатель оплатит им покупку целиком или частично." },
  ],
  listHeading: "Номиналы",
} as const;
