import { type SQL, sql } from "drizzle-orm";
import type { TCartOwner } from "../cart/cart-owner.ts";

/** `w.<owner column> = <owner>` for a query over `wishlist_items w`. */
export function wishlistOwnerCondition(owner: TCartOwner): SQL {
  return owner.kind === "session"
    ? sql`w.session_token = ${owner.sessionToken}`
    : sql`w.user_id = ${owner.userId}`;
}

/** The owner columns of a new wishlist row. */
export function wishlistOwnerValues(owner: TCartOwner): { sessionToken: string } | { userId: number } {
  return owner.kind === "session" ? { sessionToken: owner.sessionToken } : { userId: owner.userId };
}
