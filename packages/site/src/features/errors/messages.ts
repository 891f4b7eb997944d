import { errorMessages as specTexts } from "@optika/domain/errors";

export const errorMessages = {
  /** Spec §2: 'СТРАНИЦА НЕ НАЙДЕНА' — written once, shown in capitals by the page's style. */
  notFoundTitle: specTexts.notFound,
  notFoundText:
    "Возможно, она переехала или адрес набран с ошибкой. Загляните в каталог или вернитесь на главную.",
  unauthorizedTitle: specTexts.unauthorized,
  unauthorizedText: "Войдите в личный кабинет, чтобы открыть эту страницу.",
  genericTitle: specTexts.somethingWentWrong,
  genericText: "Мы уже разбираемся. Попробуйте обновить страницу чуть позже.",
  home: specTexts.toHome,
  catalog: "Перейти в каталог",
} as const;
