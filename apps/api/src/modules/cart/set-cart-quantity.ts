import { MAX_CART_LINE_QUANTITY } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { cartItems } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/index.ts";
import { recordMarketingEvent } from "../marketing/outbox-repository.ts";
import type { TCartOwner } from "./cart-owner.ts";
import { itemState, lockCart } from "./cart-repository.ts";
import { lineLimit } from "./cart-totals.ts";
import { cartMessages } from "./messages.ts";

/**
 * PUT /cart/:itemId in one transaction: sets the line's quantity (0 removes the line). An increase
 * is limited by stock; a decrease is always allowed. Another owner's or an unknown line → 404.
 * Returns the line's id, or null when it was removed.
 */
export async function setCartQuantity(
  db: TDb,
  owner: TCartOwner | null,
  itemId: number,
  quantity: number,
  context: { now: Date; deviceUuid: string | null },
): Promise<number | null> {
  if (!owner) throw notFound(cartMessages.itemNotFound);
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, owner);
    const item = cartId === null ? null : await itemState(tx, cartId, itemId);
    if (cartId === null || !item) throw notFound(cartMessages.itemNotFound);
    const limit = lineLimit(item.stock, MAX_CART_LINE_QUANTITY);
    if (quantity > item.quantity && quantity > limit) {
      const message = limit === 0 ? cartMessages.outOfStock : cartMessages.stockLimit(limit);
      throw new HttpError(400, message, { quantity: [message] });
    }
    if (quantity === 0) {
      await tx.delete(cartItems).where(sql`${cartItems.id} = ${itemId}`);
    } else if (quantity !== item.quantity) {
      await tx.update(cartItems).set({ quantity }).where(sql`${cartItems.id} = ${itemId}`);
    }
    await recordMarketingEvent(
      tx,
      {
        kind: "cart-change",
        payload: {
          action: quantity === 0 ? "remove" : "update",
          item_id: itemId,
          product_id: item.product_id,
          modification_id: item.modification_id,
          quantity,
        },
        deviceUuid: context.deviceUuid,
      },
      context.now,
    );
    return quantity === 0 ? null : itemId;
  });
}
