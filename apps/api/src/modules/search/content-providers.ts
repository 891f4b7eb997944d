/**
 * The content groups of search (services, specialists, videos, questions, articles): one provider
 * per content type, registered in CONTENT_PROVIDERS when its module lands (docs/seams.md, "Search").
 * A group without a provider answers empty, with no statement.
 */
import type { TSearchContentItem } from "@optika/api-contract";
import type { TDb } from "../../db/client.ts";
import { servicesSearchProvider, specialistsSearchProvider } from "../clinics/search-clinic-content.ts";
import type { TSearchPlan } from "./search-plan.ts";

export type TContentGroupKey = "services" | "specialists" | "videos" | "questions" | "articles";

export type TContentSearchInput = {
  plan: TSearchPlan;
  /** most items to return (the group's `total` counts all matches) */
  limit: number;
  cityId: number;
};

/**
 * Finds one content type's matches in one statement: rows whose
 * `to_tsvector('russian', search_normalize(title || ' ' || text))` matches
 * `to_tsquery('russian', plan.all)` (skip when plan.all is ""), best first (ts_rank).
 */
export type TContentSearchProvider = {
  group: TContentGroupKey;
  search(db: TDb, input: TContentSearchInput): Promise<{ items: TSearchContentItem[]; total: number }>;
};

/** One provider per content type that has landed; add the next ones (articles, questions, videos) here. */
export const CONTENT_PROVIDERS: readonly TContentSearchProvider[] = [
  servicesSearchProvider,
  specialistsSearchProvider,
];

/** Each group's provider (or none). */
export function contentProvider(
  group: TContentGroupKey,
  providers: readonly TContentSearchProvider[] = CONTENT_PROVIDERS,
): TContentSearchProvider | undefined {
  return providers.find((provider) => provider.group === group);
}
