export const paginationMessages = {
  showMore: "Показать ещё",
  shownRange: (from: number, to: number, total: number) => `Показано ${from} - ${to} из ${total}`,
  perPage: (perPage: number) => `${perPage} на странице`,
} as const;
