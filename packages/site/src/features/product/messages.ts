export const productMessages = {
  home: "Главная",
  catalog: "Каталог",
  bonus: (count: string, word: string) => `+${count} ${word} за покупку`,
  bonusHint: "Бонусы начисляются после получения заказа",
  manufacturer: "Производитель",
  description: "Описание",
  characteristics: "Характеристики",
  parameters: "Параметры",
  parametersHint:
    "Доступные значения параметров. Нужное сочетание подберём в салоне или при оформлении заказа.",
  allValues: (count: number) => `Все варианты (${count})`,
  availability: "Наличие в салонах",
  inStockIn: (city: string) => `В наличии в салонах: ${city}`,
  notInCity: (city: string) =>
    `Сейчас нет в салонах города ${city}. Привезём под заказ — уточните срок у консультанта.`,
  storeQuantity: (count: string) => `${count} шт.`,
  storesCount: ["салон", "салона", "салонов"] as const,
  notAvailable: "Нет в наличии",
  promo: "Акции MyAcuvue",
  offerLabel: "Предложение MyACUVUE",
  offerPrice: (price: string) => `${price} — цена для участников MyACUVUE`,
  offerConditions:
    "Действует только для участников программы MyACUVUE после входа в профиль MyACUVUE. Цена магазина указана выше.",
  lensesInPack: (count: number, word: string) => `в упаковке ${count} ${word}`,
  lensForms: ["линза", "линзы", "линз"] as const,
  certificateAvailability: "Сертификат доступен для заказа на сайте и в любом салоне города",
  groupLabels: {
    items_in_pack: "Линз в упаковке",
    bundles: "Комплект",
  } as Record<string, string>,
  goToStores: "Где купить",
} as const;
