/** Texts of /lenses/competitors/{slug}. */
export const lensCompetitorMessages = {
  home: "Главная",
  lenses: "Контактные линзы",
  title: (name: string) => `Аналоги линз ${name}`,
  description: (name: string, count: number) =>
    `${count > 0 ? `${count} ` : ""}линз, сопоставимых с ${name} по типу, сроку замены, материалу и параметрам. Сравните цены и характеристики.`,
  lead: "Линзы того же типа и срока замены, ближайшие по материалу, радиусу кривизны, диаметру и диапазону оптической силы.",
  listLabel: "Линзы-аналоги",
  none: "Сопоставимых линз в каталоге сейчас нет.",
  tableTitle: "Сравнение параметров",
  columns: {
    lens: "Линза",
    type: "Тип",
    period: "Срок замены",
    material: "Материал",
    baseCurve: "Радиус кривизны",
    diameter: "Диаметр",
    sphere: "Оптическая сила",
    score: "Сходство",
  },
  original: "исходная",
  unknown: "—",
  backToProduct: "Вернуться к линзе",
} as const;
