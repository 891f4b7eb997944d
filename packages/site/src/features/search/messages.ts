/** Texts of the search results page (spec §2 'Search results page'). */
export const searchMessages = {
  home: "Главная",
  search: "Поиск",
  submit: "Найти",
  title: "Поиск по сайту",
  resultsTitle: (query: string) => `Результаты поиска «${query}»`,
  description: (query: string) =>
    `Результаты поиска «${query}»: товары, категории, услуги, специалисты, статьи и ответы на вопросы.`,
  defaultDescription: "Поиск по товарам, услугам, специалистам и статьям.",
  found: (count: string, word: string) => `Найдено ${count} ${word}`,
  resultForms: ["результат", "результата", "результатов"] as const,
  collections: "Подборки",
  empty: (query: string) => `По запросу «${query}» ничего не найдено`,
  emptyHint: "Проверьте, нет ли опечатки, или загляните в популярные категории:",
  blank: "Введите запрос, чтобы найти товары, услуги и статьи",
  tooShort: "Введите не менее 3 символов",
  blankHint: "Или выберите популярную категорию:",
  /** Headings used when the API sends none. */
  sectionTitles: {
    articles: "Статьи",
    lensOptions: "Варианты линз",
    videos: "Видео",
    categories: "Категории",
    products: "Товары",
    specialists: "Специалисты",
    services: "Услуги",
    questions: "Вопросы",
  },
} as const;
