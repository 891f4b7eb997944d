import type { TCategory } from "@optika/api-contract";
import { catalogPath } from "@optika/domain/catalog";
import type { categories } from "../../db/schema.ts";

export function categoryDto(row: typeof categories.$inferSelect, productsCount: number): TCategory {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind,
    url: catalogPath(row.slug),
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    products_count: productsCount,
  };
}
