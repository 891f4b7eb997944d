/**
 * The content groups of search (services, specialists, videos, questions, articles): one provider
 * per content type, registered in CONTENT_PROVIDERS when its module lands (docs/seams.md, "Search").
 * A group without a provider answers empty, with no statement.
 */
import type { TSearchContentItem } from "@optika/api-contract";
import type { TDb } from "../../db/client.ts";
import { articlesSearchProvider } from "../articles/search-articles.ts";
import { servicesSearchProvider, specialistsSearchProvider } from "../clinics/search-clinic-content.ts";
import { questionsSearchProvider } from "../questions/search-questions.ts";
import { videosSearchProvider } from "../videos/search-videos.ts";
import type { TSearchPlan } from "./search-plan.ts";

export type TContentGroupKey = "services" | "specialists" | "videos" | "questions" | "articles";

export type TContentSearchInput = {
  plan: TSearchPlan;
  /** most items to return (the group's `total` counts all matches) */
  limit: number;
  cityId: number;
  /** what is published later than this is not found yet */
  now: Date;
};

/** The columns every provider's statement selects: an item plus `total` (count(*) over ()). */
export type TContentHitRow = {
  id: number;
  title: string;
  slug: string;
  image_id: number | null;
  description: string | null;
  total: number;
};

/** A provider's rows as the group's items, each linked by `url`; the total of all matches. */
export function contentHits<TRow extends TContentHitRow>(
  rows: readonly TRow[],
  url: (row: TRow) => string,
): { items: TSearchContentItem[]; total: number } {
  return {
    items: rows.map(
      (row): TSearchContentItem => ({
        id: Number(row.id),
        title: row.title,
        slug: row.slug,
        url: url(row),
        image_id: row.image_id === null ? null : Number(row.image_id),
        description: row.description || null,
      }),
    ),
    total: rows[0] ? Number(rows[0].total) : 0,
  };
}

/**
 * Finds one content type's matches in one statement: rows whose
 * `to_tsvector('russian', search_normalize(title || ' ' || text))` matches
 * `to_tsquery('russian', plan.content)` (never called when it is ""), best first (ts_rank).
 */
export type TContentSearchProvider = {
  group: TContentGroupKey;
  search(db: TDb, input: TContentSearchInput): Promise<{ items: TSearchContentItem[]; total: number }>;
};

/** One provider per content type. */
export const CONTENT_PROVIDERS: readonly TContentSearchProvider[] = [
  servicesSearchProvider,
  specialistsSearchProvider,
  videosSearchProvider,
  questionsSearchProvider,
  articlesSearchProvider,
];

/** Each group's provider (or none). */
export function contentProvider(
  group: TContentGroupKey,
  providers: readonly TContentSearchProvider[] = CONTENT_PROVIDERS,
): TContentSearchProvider | undefined {
  return providers.find((provider) => provider.group === group);
}
