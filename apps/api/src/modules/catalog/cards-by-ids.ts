import type { TProductCard } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { CARD_JOINS, cardColumns, type TCardRow, toCard } from "./product-card.ts";

/**
 * Product cards of the given ids in the given order (stock of the city), skipping ids that do not
 * exist; one statement, none for an empty list. Used by content that names products (articles,
 * promotions).
 */
export async function productCardsByIds(
  db: TDb,
  ids: readonly number[],
  cityId: number,
): Promise<TProductCard[]> {
  const wanted = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647))];
  if (wanted.length === 0) return [];
  const rows = await queryRows<TCardRow>(
    db,
    sql`select ${cardColumns(cityId)}
        from products p ${CARD_JOINS}
        where p.id in (${sql.join(
          wanted.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const byId = new Map(rows.map((row) => [Number(row.id), toCard(row)]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}
