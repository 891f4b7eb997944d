import { paginationMessages } from "@optika/domain/pagination";

export const messages = {
  nav: "Страницы",
  page: (n: number) => `Страница ${n}`,
  previous: "Предыдущая страница",
  next: "Следующая страница",
  /** 'Показать ещё' and 'N на странице' are the domain's (the spec's texts for pagination). */
  showMore: paginationMessages.showMore,
  perPage: paginationMessages.perPage,
};
