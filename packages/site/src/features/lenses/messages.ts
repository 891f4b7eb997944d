export const lensesMessages = {
  home: "Главная",
  lenses: "Контактные линзы",
  title: "Подбор контактных линз",
  /** the document title (the clinics' service 'Подбор контактных линз' is titled as the heading) */
  documentTitle: "Выбор контактных линз по типу",
  lead: "Выберите тип линз: по сроку замены или по задаче. Точные параметры — оптическую силу, радиус кривизны, цилиндр — подберёт врач на проверке зрения.",
  description:
    "Однодневные, двухнедельные, ежемесячные, торические, мультифокальные и цветные контактные линзы: выберите тип и подберите модель.",
  typesHeading: "Типы линз",
  popular: "Популярные линзы",
  allLenses: "Все контактные линзы",
  openInCatalog: "Открыть в каталоге с фильтрами",
  otherTypes: "Другие типы линз",
  typeDescription: (title: string, text: string) => `${title}: ${text}`,
} as const;
