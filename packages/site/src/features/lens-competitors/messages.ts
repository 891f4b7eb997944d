import { pluralRu, type TPluralForms } from "@optika/domain/language";

const MATCHING_LENS_FORMS: TPluralForms = [
  "линза, сопоставимая",
  "линзы, сопоставимые",
  "линз, сопоставимых",
];

/** Texts of /lenses/competitors/{slug}. */
export const lensCompetitorMessages = {
  home: "Главная",
  lenses: "Контактные линзы",
  title: (name: string) => `Аналоги линз ${name}`,
  /** '2 линзы, сопоставимые с Biofinity …', '5 линз, сопоставимых …', 'Линзы, сопоставимые …' (none) */
  description: (name: string, count: number) =>
    `${count > 0 ? `${count} ${pluralRu(count, MATCHING_LENS_FORMS)}` : "Линзы, сопоставимые"} с ${name} по типу, сроку замены, материалу и параметрам. Сравните цены и характеристики.`,
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
