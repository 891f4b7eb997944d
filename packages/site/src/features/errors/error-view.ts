import { isRouteErrorResponse } from "react-router";
import { errorMessages } from "./messages.ts";

export type TErrorView = {
  status: number;
  /** Big text above the heading ("404"), when it helps. */
  code: string | null;
  /** The page's one heading, also the document title (with the brand's name). */
  title: string;
  /** The heading is shown in capitals (the 404 page's 'СТРАНИЦА НЕ НАЙДЕНА'). */
  isTitleUppercase: boolean;
  text: string;
  showCatalogLink: boolean;
};

/** HTTP status of anything thrown while rendering a route: a thrown response's status, else 500. */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof Response) return error.status;
  return 500;
}

/** What the error page shows for a status (spec §2 / §8 texts). */
export function errorView(status: number): TErrorView {
  if (status === 404) {
    return {
      status,
      code: "404",
      title: errorMessages.notFoundTitle,
      isTitleUppercase: true,
      text: errorMessages.notFoundText,
      showCatalogLink: true,
    };
  }
  if (status === 401) {
    return {
      status,
      code: null,
      title: errorMessages.unauthorizedTitle,
      isTitleUppercase: false,
      text: errorMessages.unauthorizedText,
      showCatalogLink: false,
    };
  }
  return {
    status,
    code: null,
    title: errorMessages.genericTitle,
    isTitleUppercase: false,
    text: errorMessages.genericText,
    showCatalogLink: false,
  };
}
