import type { TCheckAvailableResponse } from "@optika/api-contract";
import { parseProductIdList } from "@optika/domain/stock";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { notFound } from "../../http/index.ts";

/** site_vars key: comma-separated ids of products unavailable when the city has none in stock. */
export const ZERO_STOCK_LIST_VAR = "productsUnavailableAtZeroStock";
export const PRODUCT_NOT_FOUND = "Товар не найден";

/** Whether the storefront must open the not-available dialog instead of adding to the cart. One statement. */
export async function checkAvailable(
  db: TDb,
  productId: number,
  cityId: number,
): Promise<TCheckAvailableResponse> {
  const [row] = await queryRows<{ is_not_available: boolean; list: string | null; quantity: number }>(
    db,
    sql`select p.is_not_available,
          (select value from site_vars where key = ${ZERO_STOCK_LIST_VAR}) as list,
          coalesce((select sum(st.quantity) from stock st join modifications m on m.id = st.modification_id
                    join stores s on s.id = st.store_id
                    where m.product_id = p.id and s.city_id = ${cityId} and st.quantity > 0), 0)::int as quantity
        from products p where p.id = ${productId}`,
  );
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  if (row.is_not_available) return { product_id: productId, notAvailable: true, reason: "flag" };
  if (parseProductIdList(row.list).includes(productId) && Number(row.quantity) === 0) {
    return { product_id: productId, notAvailable: true, reason: "zero_stock_list" };
  }
  return { product_id: productId, notAvailable: false, reason: null };
}
