import { useState } from "react";
import { useNavigate } from "react-router";
import { useAddToCart } from "../cart/cart-queries.ts";
import { shopperRequest } from "../cart/shopper-request.ts";
import { notify } from "../notifications/notification-store.ts";
import { orderMessages as m } from "./messages.ts";
import { addOneByOne, checkoutPrefillOf, type TPickupGroupLike, type TRepeatSource } from "./repeat-order.ts";

/** `GET /checkout/pickup-points`: the groups with their point codes; none on failure. */
async function pickupGroups(): Promise<TPickupGroupLike[]> {
  try {
    const answer = await shopperRequest<{ groups?: TPickupGroupLike[] }>("GET", "/checkout/pickup-points");
    return Array.isArray(answer.groups) ? answer.groups : [];
  } catch {
    return [];
  }
}

/**
 * 'Повторить заказ' (spec §4): adds the order's items to the cart one by one through the cart's
 * mutation (its badge and cache follow), a toast for each; then, if anything was added, opens
 * `/checkout` filled as the order was received (navigation state `checkoutPrefill`).
 */
export function useRepeatOrder() {
  const add = useAddToCart({ isSilent: true });
  const navigate = useNavigate();
  const [repeatingId, setRepeatingId] = useState<number | null>(null);

  async function repeat(orderId: number, order: TRepeatSource): Promise<void> {
    if (repeatingId !== null) return;
    setRepeatingId(orderId);
    try {
      const groups = pickupGroups();
      const added = await addOneByOne(order.items, (item) => add.mutateAsync(item), notify);
      if (added === 0) {
        notify(m.repeatNothing, "error");
        return;
      }
      const checkoutPrefill = checkoutPrefillOf(order, await groups);
      await navigate("/checkout", { state: { checkoutPrefill } });
    } finally {
      setRepeatingId(null);
    }
  }

  return { repeat, repeatingId };
}
