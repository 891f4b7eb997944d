export const errorMessages = {
  /** Spec §2: 'СТРАНИЦА НЕ НАЙДЕНА' — written once, shown in capitals by the page's style. */
  notFoundTitle: "Страница не найдена",
  notFoundText:
    "Возможно, она переехала или адрес набран с ошибкой. Загляните в каталог или вернитесь на главную.",
  unauthorizedTitle: "Пользователь не авторизован",
  unauthorizedText: "Войдите в личный кабинет, чтобы открыть эту страницу.",
  genericTitle: "Что-то пошло не так!",
  genericText: "Мы уже разбираемся. Попробуйте обновить страницу чуть позже.",
  home: "На главную",
  catalog: "Перейти в каталог",
} as const;
