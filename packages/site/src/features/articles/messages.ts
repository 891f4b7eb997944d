import type { TArticleSection } from "@optika/api-contract";
import { pluralRu } from "@optika/domain/language";

/** Texts of the article and charity pages. */
export const articlesMessages = {
  home: "Главная",
  section: {
    stat: {
      title: "Статьи",
      lead: "Полезное о зрении, контактных линзах, очках и детском зрении от врачей и оптиков нашей сети.",
      description: "Статьи о здоровье глаз, уходе за контактными линзами, выборе оправы и детском зрении.",
    },
    charity: {
      title: "Благотворительность",
      lead: "Как мы помогаем детям и старшему поколению сохранить хорошее зрение.",
      description:
        "Благотворительные программы сети оптик: очки и проверка зрения для детей, ветеранов и пенсионеров.",
    },
  } satisfies Record<TArticleSection, { title: string; lead: string; description: string }>,
  allCategories: "Все рубрики",
  categoriesLabel: "Рубрики",
  listLabel: (title: string) => `${title}: список статей`,
  empty: "В этой рубрике пока нет статей.",
  readingTime: (minutes: number) => `${minutes} ${pluralRu(minutes, ["минута", "минуты", "минут"])} чтения`,
  toc: "Содержание",
  related: "Читайте также",
  products: "Товары из статьи",
  published: "Опубликовано",
  latestTitle: "Статьи",
  latestAll: "Все статьи",
} as const;
