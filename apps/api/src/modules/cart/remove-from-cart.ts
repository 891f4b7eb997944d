import type { TDb } from "../../db/client.ts";
import type { TCartOwner } from "./cart-owner.ts";
import { setCartQuantity } from "./set-cart-quantity.ts";

/** DELETE /cart/:itemId: the line is set to 0 (removed); another owner's or an unknown line → 404. */
export async function removeFromCart(
  db: TDb,
  owner: TCartOwner | null,
  itemId: number,
  context: { now: Date; deviceUuid: string | null },
): Promise<void> {
  await setCartQuantity(db, owner, itemId, 0, context);
}
