import type { TArticleSection } from "@optika/api-contract";
import { CONTENT_PAGE_MAX, CONTENT_PAGE_SIZE } from "@optika/domain/content";
import { pageCount } from "@optika/domain/pagination";
import type { TApiClient } from "../../server/api.server.ts";
import { expectOk, notFound } from "../../server/api-response.ts";
import type { TArticleListingView } from "./ArticleListing.tsx";
import { articleCardView } from "./article-view.ts";

const SLUG = /^[a-z0-9._-]{1,100}$/;

/** The `page` query parameter: absent → 1; anything but 1…CONTENT_PAGE_MAX → the 404 page. */
export function pageParam(url: URL): number {
  const raw = url.searchParams.get("page");
  if (raw === null) return 1;
  if (!/^\d{1,4}$/.test(raw)) notFound();
  const page = Number(raw);
  if (page < 1 || page > CONTENT_PAGE_MAX) notFound();
  return page;
}

/** The section a path belongs to (/stat/… or /charity/…). */
export function sectionOf(url: URL): TArticleSection {
  return url.pathname.startsWith("/charity") ? "charity" : "stat";
}

/** A listing page's data; unknown categories and pages past the last are the 404 page. */
export async function loadArticleListing(
  api: TApiClient,
  o: { section: TArticleSection; category: string | undefined; url: URL },
): Promise<TArticleListingView & { canonical: string }> {
  if (o.category !== undefined && !SLUG.test(o.category)) notFound();
  const page = pageParam(o.url);
  const answer = await api.articles.listArticles({
    query: {
      section: o.section,
      page,
      limit: CONTENT_PAGE_SIZE,
      ...(o.category ? { category: o.category } : {}),
    },
  });
  if (answer.status === 404) notFound();
  const listing = expectOk(answer);
  if (page > 1 && page > pageCount(listing.total, listing.limit)) notFound();
  const path = listing.category ? `/${o.section}/${listing.category.slug}` : `/${o.section}`;
  return {
    section: o.section,
    category: listing.category
      ? {
          slug: listing.category.slug,
          name: listing.category.name,
          description: listing.category.description,
        }
      : null,
    categories: listing.categories.map((c) => ({
      slug: c.slug,
      name: c.name,
      href: `/${o.section}/${c.slug}`,
    })),
    articles: listing.items.map(articleCardView),
    page,
    perPage: listing.limit,
    total: listing.total,
    path,
    canonical: `${o.url.origin}${path}${page > 1 ? `?page=${page}` : ""}`,
  };
}
