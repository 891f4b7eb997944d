import { MAX_WISHLIST_ITEMS } from "@optika/api-contract";
import { eq, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { products, wishlistItems } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/index.ts";
import type { TCartOwner } from "../cart/cart-owner.ts";
import { recordMarketingEvent } from "../marketing/outbox-repository.ts";
import { wishlistMessages } from "./messages.ts";
import { wishlistOwnerCondition, wishlistOwnerValues } from "./wishlist-repository.ts";

/** The product must exist (checked before any write: bad input creates no session). */
export async function assertWishlistProduct(db: TDb, productId: number): Promise<void> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!row) throw notFound(wishlistMessages.productNotFound);
}

/**
 * POST /wishlist: saves the product once (idempotent: a second add changes nothing and writes no
 * event); the wishlist-change event is written in the same transaction as the row.
 */
export async function addToWishlist(
  db: TDb,
  owner: TCartOwner,
  productId: number,
  context: { now: Date; deviceUuid: string | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [state] = await queryRows<{ count: number; saved: boolean }>(
      tx,
      sql`select count(*)::int as count, coalesce(bool_or(w.product_id = ${productId}), false) as saved
          from wishlist_items w where ${wishlistOwnerCondition(owner)}`,
    );
    if (state?.saved) return false;
    if (Number(state?.count ?? 0) >= MAX_WISHLIST_ITEMS) throw new HttpError(400, wishlistMessages.tooMany);
    const inserted = await tx
      .insert(wishlistItems)
      .values({ ...wishlistOwnerValues(owner), productId, createdAt: context.now })
      .onConflictDoNothing()
      .returning({ id: wishlistItems.id });
    if (inserted.length === 0) return false;
    await recordMarketingEvent(
      tx,
      {
        kind: "wishlist-change",
        payload: { action: "add", product_id: productId },
        deviceUuid: context.deviceUuid,
      },
      context.now,
    );
    return true;
  });
}
