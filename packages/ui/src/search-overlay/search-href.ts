/** The search results page for a query: '/search?search={text}' (spec §2 Modals), or null for blank text. */
export function searchHref(text: string, action = "/search"): string | null {
  const query = text.trim();
  if (!query) return null;
  return `${action}?${new URLSearchParams({ search: query }).toString()}`;
}
