/** Section headings of the search groups (spec §2: products, services, categories, brand, …). */
export const searchGroupNames = {
  products: "Товары",
  services: "Услуги",
  categories: "Категории",
  brands: "Бренд",
  specialists: "Специалисты",
  videos: "Видео",
  questions: "Вопросы",
  articles: "Статьи",
  filter_pages: "Подборки",
  lens_options: "Параметры линз",
} as const;
