import type { TCatalogListing, TCategory } from "@optika/api-contract";
import { PAGE_PARAM, pageHref } from "@optika/domain/pagination";
import type { TCardView } from "./card-product.ts";

/** First page of the range on screen after 'Показать ещё' (`?from=1&page=3` shows pages 1–3). */
export const FROM_PARAM = "from";

/** Most cards one address shows after 'Показать ещё'; beyond it the button goes to the next page. */
export const MAX_SHOWN_ITEMS = 360;

/**
 * What a listing page renders (a loader's view of the API's listing): its category's name and
 * head texts, the facets, the cards of the pages on screen — `firstPage`…`page`, the pages before
 * `page` that 'Показать ещё' has put there.
 */
export type TShownListing = Pick<TCatalogListing, "filters" | "sort" | "facets" | "pagination"> & {
  category: Pick<TCategory, "id" | "slug" | "name" | "url" | "seo_title" | "seo_description">;
  products: TCardView[];
  firstPage: number;
};

/** Pages on screen: `from`…`to` (both 1-based, from ≤ to). */
export type TShownRange = { from: number; to: number };

const DIGITS = /^\d{1,7}$/;

/**
 * The range of pages an address shows: `?page=N` alone is page N; `?from=F&page=N` is pages F…N.
 * `null` for a malformed `from` (not digits, 0, beyond `page`) — a route validation failure.
 * A range longer than MAX_SHOWN_ITEMS allows is cut at its start.
 */
export function shownRange(searchParams: URLSearchParams, page: number, perPage: number): TShownRange | null {
  const raw = searchParams.get(FROM_PARAM);
  if (raw === null) return { from: page, to: page };
  if (!DIGITS.test(raw)) return null;
  const from = Number(raw);
  if (from < 1 || from > page) return null;
  const maxPages = Math.max(1, Math.floor(MAX_SHOWN_ITEMS / Math.max(1, perPage)));
  return { from: Math.max(from, page - maxPages + 1), to: page };
}

/**
 * Link of 'Показать ещё': the same range grown by the next page (`?from=1&page=3`), or the plain
 * next page when the grown range would pass MAX_SHOWN_ITEMS (then nothing is appended).
 */
export function showMoreHref(pathname: string, search: string, range: TShownRange, perPage: number) {
  const next = range.to + 1;
  const fits = (next - range.from + 1) * perPage <= MAX_SHOWN_ITEMS;
  if (!fits) return { href: withoutFrom(pathname, search, next), appends: false };
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  params.delete(FROM_PARAM);
  params.delete(PAGE_PARAM);
  params.set(FROM_PARAM, String(range.from));
  params.set(PAGE_PARAM, String(next));
  return { href: `${pathname}?${params.toString()}`, appends: true };
}

/** A page link of the listing (`pageHref` without the range's start). */
export function withoutFrom(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  params.delete(FROM_PARAM);
  return pageHref(pathname, params.toString(), page);
}
