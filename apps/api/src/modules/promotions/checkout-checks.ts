import {
  ORDER_MESSAGES as M,
  type TBonusesInfo,
  type TCart,
  type TCertificateCheck,
  type TPromoCheck,
} from "@optika/api-contract";
import { bonusesAccrued } from "@optika/domain/commerce";
import type { TDb } from "../../db/client.ts";
import { bonusState, maxSpendableBonuses } from "./bonus-spending.ts";
import { usableCertificate } from "./certificate-redemption.ts";
import { applyPromo } from "./promo-codes.ts";

/**
 * POST /checkout/promo: the discount the code gives the cart (the customer's uses counted when the
 * shopper is signed in; at checkout they are counted by the order's phone).
 */
export async function checkPromo(
  db: TDb,
  code: string,
  context: { cart: TCart; phone: string | null; now: Date },
): Promise<TPromoCheck> {
  const { promo, discount } = await applyPromo(db, code, {
    itemsTotal: context.cart.total,
    phone: context.phone,
    now: context.now,
    lock: false,
    field: "code",
  });
  return { code: promo.code, discount, message: M.promoApplied };
}

/** POST /checkout/certificate: the balance and what it would pay of the cart. */
export async function checkCertificate(
  db: TDb,
  code: string,
  context: { cart: TCart; now: Date },
): Promise<TCertificateCheck> {
  const certificate = await usableCertificate(db, code, { now: context.now, lock: false, field: "code" });
  return {
    code: certificate.code,
    balance: certificate.balance,
    applicable: Math.min(certificate.balance, context.cart.total),
    message: M.certificateApplied,
  };
}

/** GET /bonuses/bonuses: the cart's items with their bonuses, the balance and the most spendable. */
export async function bonusesInfo(db: TDb, cart: TCart, userId: number | null): Promise<TBonusesInfo> {
  const state = await bonusState(db, userId, { lock: false });
  const cartItems = cart.items.map((item) => ({
    id: item.id,
    product_id: item.product.id,
    modification_id: item.modification.id,
    name: item.product.name,
    quantity: item.quantity,
    bonus_value: item.bonus_value,
    bonuses: item.line_bonus,
  }));
  return {
    cart_items: cartItems,
    bonusesAccrued: bonusesAccrued(cartItems, { signedIn: userId !== null }),
    balance: state.balance,
    useActiveBonuses: state.share,
    maxSpendable: maxSpendableBonuses(state.balance, cart.total, state.share),
  };
}
