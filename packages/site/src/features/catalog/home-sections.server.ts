import type { TApiClient } from "../../server/api.server.ts";
import { expectOk } from "../../server/api-response.ts";

/** The most popular products of each category (GET /catalog/home), keyed by category slug. */
export async function loadPopularByCategory(api: TApiClient, limit = 8) {
  const { sections } = expectOk(await api.catalog.home({ query: { limit: String(limit) } }));
  return sections;
}
