import { errorMessages } from "./messages.ts";

export type TPageError = { readonly status: number; readonly title: string; readonly heading: string };

/** Error page texts: 404 'СТРАНИЦА НЕ НАЙДЕНА', 401 'Пользователь не авторизован', else 'Что-то пошло не так!' (status 500 by default). */
export function pageError(status?: number | null): TPageError {
  const code = status && Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
  if (code === 404)
    return { status: code, title: errorMessages.notFound, heading: errorMessages.notFoundHeading };
  if (code === 401)
    return { status: code, title: errorMessages.unauthorized, heading: errorMessages.unauthorized };
  return { status: code, title: errorMessages.somethingWentWrong, heading: errorMessages.somethingWentWrong };
}
