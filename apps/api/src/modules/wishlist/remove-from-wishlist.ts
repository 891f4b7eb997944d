import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import type { TCartOwner } from "../cart/cart-owner.ts";
import { recordMarketingEvent } from "../marketing/outbox-repository.ts";
import { wishlistOwnerCondition } from "./wishlist-repository.ts";

/** DELETE /wishlist/:productId: forgets the product (idempotent); an event only when a row went. */
export async function removeFromWishlist(
  db: TDb,
  owner: TCartOwner | null,
  productId: number,
  context: { now: Date; deviceUuid: string | null },
): Promise<boolean> {
  if (!owner) return false;
  return db.transaction(async (tx) => {
    const removed = await queryRows<{ id: number }>(
      tx,
      sql`delete from wishlist_items w where ${wishlistOwnerCondition(owner)} and w.product_id = ${productId} returning w.id`,
    );
    if (removed.length === 0) return false;
    await recordMarketingEvent(
      tx,
      {
        kind: "wishlist-change",
        payload: { action: "remove", product_id: productId },
        deviceUuid: context.deviceUuid,
      },
      context.now,
    );
    return true;
  });
}
