/**
 * A listing's document title with its page number from page 2 on ('Отзывы — страница 2'): each
 * page has its own canonical link, so each needs its own title.
 */
export function pagedTitle(title: string, page: number | null | undefined): string {
  return page && page > 1 ? `${title} — страница ${page}` : title;
}
