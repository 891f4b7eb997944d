import type { TApiClient } from "../../server/api.server.ts";
import { expectOk } from "../../server/api-response.ts";
import { typographText } from "../typography/typography.server.ts";
import { cardView } from "./card-product.ts";
import { categoryTile, type TPopularSection } from "./category-tile.ts";

/**
 * The most popular products of each category (GET /catalog/home), as the pages show them: the
 * category's tile fields and the cards, names typeset.
 */
export async function loadPopularByCategory(api: TApiClient, limit = 8): Promise<TPopularSection[]> {
  const { sections } = expectOk(await api.catalog.home({ query: { limit: String(limit) } }));
  return sections.map((section) => ({
    category: { ...categoryTile(section.category), name: typographText(section.category.name) },
    products: section.products.map((product) => cardView({ ...product, name: typographText(product.name) })),
  }));
}
