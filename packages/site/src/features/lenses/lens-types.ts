import type { TFilters } from "@optika/domain/catalog";
import type { TLensTypeSlug } from "@optika/domain/lenses";

/** The lens types of /lenses/{type}: each is a fixed filter of the lens catalogue. */
export type TLensType = {
  /** one of the domain's `LENS_TYPE_SLUGS` (the API lists those pages in the sitemap) */
  slug: TLensTypeSlug;
  title: string;
  short: string;
  description: string;
  filters: TFilters;
};

export const LENS_TYPES: readonly TLensType[] = [
  {
    slug: "daily",
    title: "Однодневные линзы",
    short: "Новая пара каждый день",
    description:
      "Надели утром, выбросили вечером: никаких растворов и контейнеров. Самый гигиеничный выбор для чувствительных глаз и путешествий.",
    filters: { period: ["odnodnevnye"] },
  },
  {
    slug: "two-week",
    title: "Двухнедельные линзы",
    short: "Замена раз в две недели",
    description:
      "Баланс цены и комфорта: одна пара служит 14 дней при ежедневном уходе раствором и хранении в контейнере.",
    filters: { period: ["dvuhnedelnye"] },
  },
  {
    slug: "monthly",
    title: "Ежемесячные линзы",
    short: "Замена раз в месяц",
    description:
      "Экономичный вариант для постоянного ношения: современные силикон-гидрогелевые материалы пропускают много кислорода.",
    filters: { period: ["ezhemesyachnye"] },
  },
  {
    slug: "toric",
    title: "Торические линзы",
    short: "Для коррекции астигматизма",
    description:
      "Линзы с цилиндром и осью для чёткого зрения при астигматизме. Параметры подбирает врач по результатам диагностики.",
    filters: { type: ["toricheskie"] },
  },
  {
    slug: "multifocal",
    title: "Мультифокальные линзы",
    short: "Вблизи и вдаль без очков",
    description:
      "Для тех, кому после 40 стало трудно читать мелкий шрифт: несколько зон оптической силы в одной линзе.",
    filters: { type: ["multifokalnye"] },
  },
  {
    slug: "colour",
    title: "Цветные линзы",
    short: "Новый оттенок глаз",
    description:
      "Меняют или подчёркивают цвет глаз, бывают с диоптриями и без. Подойдут и для повседневного образа, и для праздника.",
    filters: { type: ["cvetnye"] },
  },
];

export function lensTypeBySlug(slug: string): TLensType | undefined {
  return LENS_TYPES.find((type) => type.slug === slug);
}
