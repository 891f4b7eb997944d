import { MAX_WISHLIST_ITEMS, type TWishlist } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import type { TCartOwner } from "../cart/cart-owner.ts";
import { CARD_JOINS, cardColumns, type TCardRow, toCard } from "../catalog/product-card.ts";
import { wishlistOwnerCondition } from "./wishlist-repository.ts";

/** GET /wishlist: saved products as catalogue cards (stock of the city), newest first; one statement. */
export async function getWishlist(db: TDb, owner: TCartOwner | null, cityId: number): Promise<TWishlist> {
  if (!owner) return { items: [], count: 0 };
  const rows = await queryRows<TCardRow & { wishlist_id: number }>(
    db,
    sql`select w.id as wishlist_id, ${cardColumns(cityId)}
        from wishlist_items w
        join products p on p.id = w.product_id
        ${CARD_JOINS}
        where ${wishlistOwnerCondition(owner)}
        order by w.id desc
        limit ${MAX_WISHLIST_ITEMS}`,
  );
  const items = rows.map((row) => ({
    id: Number(row.wishlist_id),
    product_id: Number(row.id),
    product: toCard(row),
  }));
  return { items, count: items.length };
}
