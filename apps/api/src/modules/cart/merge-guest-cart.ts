import { MAX_CART_LINE_QUANTITY } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { carts } from "../../db/schema.ts";
import { lockCart, lockOrCreateCart, stockOf } from "./cart-repository.ts";

/**
 * Sign-in seam (docs/seams.md): moves the session's guest cart into the user's cart, inside the
 * caller's transaction (the sign-in's). Lines the user already has add up, never above the
 * modification's stock (nor 99), never below what the user had; the guest cart is deleted.
 * Returns how many guest lines were moved or merged (0 when the session had no cart).
 */
export async function mergeGuestCart(
  tx: TDb,
  { sessionId, userId }: { sessionId: string; userId: number },
  now: Date = new Date(),
): Promise<number> {
  const guestId = await lockCart(tx, { kind: "session", sessionToken: sessionId });
  if (guestId === null) return 0;
  const userCartId = await lockOrCreateCart(tx, { kind: "user", userId }, now);
  const merged = await queryRows<{ id: number }>(
    tx,
    sql`insert into cart_items (cart_id, product_id, modification_id, options, options_key, data, quantity, created_at)
        select ${userCartId}, g.product_id, g.modification_id, g.options, g.options_key, g.data,
               least(g.quantity, ${MAX_CART_LINE_QUANTITY}), g.created_at
        from cart_items g where g.cart_id = ${guestId}
        order by g.id
        on conflict (cart_id, product_id, modification_id, options_key) do update
        set quantity = greatest(cart_items.quantity,
              least(cart_items.quantity + excluded.quantity, ${MAX_CART_LINE_QUANTITY}, ${stockOf(sql`excluded.modification_id`)}))
        returning id`,
  );
  await tx.delete(carts).where(sql`${carts.id} = ${guestId}`);
  return merged.length;
}
