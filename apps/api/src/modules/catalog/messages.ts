/** Texts of the catalogue's answers; none quotes the request back. */
export const catalogMessages = {
  categoryNotFound: "Категория не найдена",
  unknownFilterKey: "Фильтр не найден в этой категории",
  unknownFilterValue: (facetName: string) =>
    facetName ? `Значение фильтра «${facetName}» не найдено` : "Значение фильтра не найдено",
  pageNotFound: "Страница не найдена",
} as const;
