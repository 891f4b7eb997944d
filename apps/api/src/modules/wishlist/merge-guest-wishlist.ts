import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";

/**
 * Sign-in seam (docs/seams.md): the session's saved products become the user's (duplicates
 * collapse), inside the caller's transaction. Returns how many guest rows were moved.
 */
export async function mergeGuestWishlist(
  tx: TDb,
  { sessionId, userId }: { sessionId: string; userId: number },
): Promise<number> {
  const moved = await queryRows<{ id: number }>(
    tx,
    sql`insert into wishlist_items (user_id, product_id, created_at)
        select ${userId}, g.product_id, g.created_at from wishlist_items g where g.session_token = ${sessionId}
        order by g.id
        on conflict (user_id, product_id) do nothing
        returning id`,
  );
  await tx.execute(sql`delete from wishlist_items where session_token = ${sessionId}`);
  return moved.length;
}
