import type { TSearchContentItem, TSearchResponse } from "@optika/api-contract";
import { productHref } from "@optika/domain/catalog";
import {
  SECTION_PREVIEW_SIZE,
  SECTION_SHOW_ALL_CATEGORY_ID,
  type TSearchSection,
  visibleSectionItems,
} from "@optika/domain/search";
import { cardView, type TCardView } from "../catalog/card-product.ts";
import type { TCategoryTile } from "../catalog/category-tile.ts";
import { searchMessages as m } from "./messages.ts";
import type { TSearchHitView } from "./search-links.ts";
import { lensOptionHit, searchCategoryHref, serviceHref } from "./search-links.ts";
import { searchPageUrl } from "./search-urls.ts";

export type { TSearchHitView } from "./search-links.ts";

export type THitSectionView = {
  kind: "hits";
  key: Exclude<TSearchSection, "products">;
  /** The section's anchor on the page ('#lens-options'). */
  anchor: string;
  title: string;
  total: number;
  hits: TSearchHitView[];
  layout: "rows" | "tiles";
  /** 'Показать еще': this page with the section's category id (then all its items show). */
  showMoreHref: string | null;
  /** A section without a category id of its own (lens options) reveals the rest in place. */
  moreHits: TSearchHitView[];
};

export type TProductSectionView = {
  kind: "products";
  key: "products";
  anchor: string;
  title: string;
  total: number;
  cards: TCardView[];
  /** `firstPage`…`page` are on screen ('Показать ещё' appends, as in the catalogue) */
  pagination: { page: number; perPage: number; total: number; firstPage: number };
};

export type TSearchSectionView = THitSectionView | TProductSectionView;

/** A filter page or a brand: a link to a listing with its product count. */
export type TCollectionView = { key: string; label: string; count: number; href: string };

/** What the /search page renders, and nothing else (≤ 20 KB of loader data). */
export type TSearchPageView = {
  query: string;
  categoryId: number | null;
  /** The page's sections in the spec's order, empty ones left out. */
  sections: TSearchSectionView[];
  collections: TCollectionView[];
  /** Hits over all groups (filter pages and brands not counted twice: their products are products). */
  total: number;
  /** Shown when nothing was found or nothing was asked. */
  popularCategories: TCategoryTile[];
};

/** Longest line under a hit's title on the page (the rest is on the hit's own page). */
export const HIT_TEXT_MAX = 100;

function clip(text: string | null | undefined, max = HIT_TEXT_MAX): string | null {
  if (!text) return null;
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join("");
  return `${chars
    .slice(0, max - 1)
    .join("")
    .trimEnd()}…`;
}

function contentHit(item: TSearchContentItem, href: string): TSearchHitView {
  return { key: String(item.id), title: item.title, href, text: clip(item.description) };
}

/** Section anchors on the page (kebab-case of the domain's keys). */
const ANCHOR: Record<TSearchSection, string> = {
  articles: "articles",
  lensOptions: "lens-options",
  videos: "videos",
  categories: "categories",
  products: "products",
  specialists: "specialists",
  services: "services",
  questions: "questions",
};

/** The page's order (spec §2): articles, lens options, videos, categories, products, specialists, services, questions. */
export const PAGE_SECTION_ORDER: readonly TSearchSection[] = [
  "articles",
  "lensOptions",
  "videos",
  "categories",
  "products",
  "specialists",
  "services",
  "questions",
];

/** The API's group of each page section and how its items become hits. */
function hitsOf(response: TSearchResponse, key: Exclude<TSearchSection, "products">) {
  const { groups } = response;
  switch (key) {
    case "articles":
      return { group: groups.articles, hits: groups.articles.items.map((i) => contentHit(i, i.url)) };
    case "videos":
      return { group: groups.videos, hits: groups.videos.items.map((i) => contentHit(i, i.url)) };
    case "questions":
      return { group: groups.questions, hits: groups.questions.items.map((i) => contentHit(i, i.url)) };
    case "specialists":
      return { group: groups.specialists, hits: groups.specialists.items.map((i) => contentHit(i, i.url)) };
    case "services":
      return {
        group: groups.services,
        hits: groups.services.items.map((i) => contentHit(i, serviceHref(i.slug))),
      };
    case "categories":
      return {
        group: groups.categories,
        hits: groups.categories.items.map((c) => ({
          key: String(c.id),
          title: c.name,
          href: searchCategoryHref(c),
          text: null,
        })),
      };
    case "lensOptions":
      return { group: groups.lens_options, hits: groups.lens_options.items.map(lensOptionHit) };
  }
}

/**
 * The results page's view of an API answer: sections in the spec's order, each with 3 hits and
 * 'Показать еще' unless the active category id is its own (then all it has); products as cards
 * with their pagination (pages `firstPage`…`page` of them when 'Показать ещё' appended pages);
 * filter pages and brands as collections.
 */
export function searchPageView(
  response: TSearchResponse,
  popularCategories: TCategoryTile[] = [],
  firstPage = response.groups.products.pagination.page,
): TSearchPageView {
  const { query, groups } = response;
  const categoryId = response.category_id;
  const sections: TSearchSectionView[] = [];
  for (const key of PAGE_SECTION_ORDER) {
    if (key === "products") {
      const products = groups.products;
      if (products.total === 0 || products.items.length === 0) continue;
      sections.push({
        kind: "products",
        key,
        anchor: ANCHOR[key],
        title: products.name || m.sectionTitles.products,
        total: products.total,
        cards: products.items.map((product) =>
          cardView({
            ...product,
            url: productHref({ id: product.id, slug: product.slug, categoryId: product.category.id }),
          }),
        ),
        pagination: {
          page: products.pagination.page,
          perPage: products.pagination.perPage,
          total: products.pagination.total,
          firstPage,
        },
      });
      continue;
    }
    const { group, hits } = hitsOf(response, key);
    if (hits.length === 0) continue;
    const visible = visibleSectionItems(key, hits, categoryId);
    // An expanded section lists the hits after the first 3 by title only: 4 sections × 20 hits
    // with their texts would not fit the page's 20 KB of loader data next to 30 product cards.
    const shown = visible.items.map((hit, index) =>
      index < SECTION_PREVIEW_SIZE ? hit : { ...hit, text: null },
    );
    const ownId = SECTION_SHOW_ALL_CATEGORY_ID[key];
    const hasMoreLink = visible.hasMore && ownId !== undefined;
    sections.push({
      kind: "hits",
      key,
      anchor: ANCHOR[key],
      title: group.name || m.sectionTitles[key],
      total: Math.max(group.total, hits.length),
      hits: shown,
      layout: key === "categories" || key === "specialists" ? "tiles" : "rows",
      showMoreHref: hasMoreLink ? searchPageUrl(query, { categoryId: ownId, hash: ANCHOR[key] }) : null,
      moreHits: visible.hasMore && !hasMoreLink ? hits.slice(visible.items.length) : [],
    });
  }
  // filter pages, best first, then brands; a brand whose page a filter page already offers once
  const offered = [
    ...groups.filter_pages.items.map((page) => ({
      key: page.url,
      label: page.title,
      count: page.products_count,
      href: page.url,
    })),
    ...groups.brands.items.map((brand) => ({
      key: brand.url,
      label: brand.name,
      count: brand.products_count,
      href: brand.url,
    })),
  ];
  const collections: TCollectionView[] = offered
    .filter((collection, index) => offered.findIndex((other) => other.href === collection.href) === index)
    .slice(0, SEARCH_COLLECTIONS_MAX);
  const total = sections.reduce((sum, section) => sum + section.total, 0);
  return fitLoaderBudget({
    query,
    categoryId,
    sections,
    collections,
    total,
    popularCategories: total === 0 && collections.length === 0 ? popularCategories : [],
  });
}

/**
 * What the view may weigh as JSON. The page's loader data budget is 20 KB for the whole answer, and
 * the root route's layout data takes ≈ 4.5 KB of it (measured on the demo data, session 25).
 */
export const SEARCH_VIEW_BUDGET_BYTES = 15 * 1024;
/** Filter pages and brands offered as collections above the sections: one row of chips, not a wall. */
export const SEARCH_COLLECTIONS_MAX = 12;
/** Hits an expanded section keeps when even titles alone do not fit. */
const EXPANDED_HITS_FLOOR = 10;

function viewBytes(view: TSearchPageView): number {
  return new TextEncoder().encode(JSON.stringify(view)).length;
}

function mapHits(view: TSearchPageView, fn: (section: THitSectionView) => THitSectionView): TSearchPageView {
  return {
    ...view,
    sections: view.sections.map((section) => (section.kind === "hits" ? fn(section) : section)),
  };
}

/**
 * Keeps the view within the loader budget when many sections are expanded at once (category id 5
 * opens four): first the texts under the titles go, then expanded sections keep their first
 * EXPANDED_HITS_FLOOR hits, at last only their previews. Ordinary answers are below the budget and
 * untouched.
 */
export function fitLoaderBudget(view: TSearchPageView): TSearchPageView {
  if (viewBytes(view) <= SEARCH_VIEW_BUDGET_BYTES) return view;
  const titlesOnly = mapHits(view, (section) => ({
    ...section,
    hits: section.hits.map((hit) => ({ ...hit, text: null })),
    moreHits: section.moreHits.map((hit) => ({ ...hit, text: null })),
  }));
  if (viewBytes(titlesOnly) <= SEARCH_VIEW_BUDGET_BYTES) return titlesOnly;
  const floored = mapHits(titlesOnly, (section) => ({
    ...section,
    hits: section.hits.slice(0, EXPANDED_HITS_FLOOR),
  }));
  if (viewBytes(floored) <= SEARCH_VIEW_BUDGET_BYTES) return floored;
  // long product names on a full page besides: every section as its preview
  return mapHits(floored, (section) => ({ ...section, hits: section.hits.slice(0, SECTION_PREVIEW_SIZE) }));
}
