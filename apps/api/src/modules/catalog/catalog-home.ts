import type { TCatalogHome } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { listCategories } from "./list-categories.ts";
import { CARD_JOINS, cardColumns, type TCardRow, toCard } from "./product-card.ts";

/** The most popular available products of every category: two statements. */
export async function catalogHome(db: TDb, cityId: number, limit: number): Promise<TCatalogHome> {
  const [categoryList, rows] = await Promise.all([
    listCategories(db),
    queryRows<TCardRow & { rn: number }>(
      db,
      sql`with top as (
            select id, row_number() over (partition by category_id order by popularity desc, id asc) as rn
            from products where not is_not_available
          )
          select ${cardColumns(cityId)}, top.rn from top join products p on p.id = top.id ${CARD_JOINS}
          where top.rn <= ${limit} order by p.category_id, top.rn`,
    ),
  ]);
  return {
    sections: categoryList
      .map((category) => ({
        category,
        products: rows.filter((r) => r.category_id === category.id).map(toCard),
      }))
      .filter((section) => section.products.length > 0),
  };
}
