import type { TCategory } from "@optika/api-contract";
import { asc, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { categories } from "../../db/schema.ts";
import { categoryDto } from "./category-dto.ts";

/** Categories in menu order with product counts: one query. */
export async function listCategories(db: TDb): Promise<TCategory[]> {
  const rows = await db
    .select({
      category: categories,
      count: sql<number>`(select count(*) from products p where p.category_id = "categories"."id")::int`,
    })
    .from(categories)
    .orderBy(asc(categories.sort), asc(categories.id));
  return rows.map((r) => categoryDto(r.category, Number(r.count)));
}
