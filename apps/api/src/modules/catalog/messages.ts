export const catalogMessages = {
  categoryNotFound: "Категория не найдена",
  unknownFilterKey: (key: string) => `Фильтр «${key}» не найден в этой категории`,
  unknownFilterValue: (name: string, value: string) => `Значение «${value}» фильтра «${name}» не найдено`,
} as const;
