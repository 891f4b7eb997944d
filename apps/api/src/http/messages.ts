/** Russian texts of the API's own error answers (`{ message }`). Never echo the request's input. */
export const MESSAGES = {
  notFound: "Не найдено",
  badRequest: "Некорректный запрос",
  internal: "Внутренняя ошибка сервера",
  methodNotAllowed: "Метод не поддерживается",
  badHost: "Некорректный заголовок Host",
  badTarget: "Некорректный адрес запроса",
  payloadTooLarge: "Слишком большой запрос",
  unsupportedMediaType: "Неподдерживаемый тип содержимого",
  requestTimeout: "Запрос не получен полностью вовремя",
  headersTooLarge: "Слишком большие заголовки запроса",
  tooManyRequests: "Слишком много запросов. Повторите попытку позже",
  busy: "Сервис временно перегружен. Повторите попытку позже",
} as const;

/** The message for an HTTP status the framework raised (its own texts may quote the input). */
export function messageForStatus(status: number): string {
  switch (status) {
    case 404:
      return MESSAGES.notFound;
    case 405:
      return MESSAGES.methodNotAllowed;
    case 408:
      return MESSAGES.requestTimeout;
    case 413:
      return MESSAGES.payloadTooLarge;
    case 415:
      return MESSAGES.unsupportedMediaType;
    case 429:
      return MESSAGES.tooManyRequests;
    case 431:
      return MESSAGES.headersTooLarge;
    default:
      return status >= 500 ? MESSAGES.internal : MESSAGES.badRequest;
  }
}
