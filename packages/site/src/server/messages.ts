/** Texts the storefronts' production server answers with itself (not rendered by React). */
export const serverMessages = {
  tooManyRequestsTitle: "Слишком много запросов",
  tooManyRequests: "Слишком много запросов. Подождите немного и обновите страницу.",
  payloadTooLarge: "Слишком большой запрос",
  badGateway: "Сервис временно недоступен",
  badRequest: "Некорректный запрос",
  headersTooLarge: "Слишком большие заголовки запроса. Удалите cookie сайта в браузере и обновите страницу.",
  requestTimeout: "Запрос не получен полностью вовремя. Обновите страницу.",
  serverError: "Что-то пошло не так!",
} as const;
