/** What the image endpoint says to a client (the app's error body `{ message, errors? }`). */
export const MEDIA_MESSAGES = {
  badId: "Идентификатор изображения должен быть целым положительным числом",
  notFound: "Изображение не найдено",
  variantNotFound: "Изображения такого размера нет",
  busy: "Сервер изображений занят, повторите запрос через несколько секунд",
} as const;
