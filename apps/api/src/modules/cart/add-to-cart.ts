import { MAX_CART_LINE_QUANTITY, MAX_CART_LINES, type TCartExtra } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { cartItems } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/index.ts";
import { recordMarketingEvent } from "../marketing/outbox-repository.ts";
import { optionsKey } from "./cart-line.ts";
import type { TCartOwner } from "./cart-owner.ts";
import { lineState, lockOrCreateCart, stockOf } from "./cart-repository.ts";
import { lineLimit } from "./cart-totals.ts";
import { cartMessages } from "./messages.ts";

export type TAddToCartInput = {
  productId: number;
  modificationId?: number | undefined;
  quantity: number;
  options: TCartExtra;
  data: TCartExtra;
};

type TTarget = {
  product_id: number | null;
  is_not_available: boolean | null;
  modification_count: number | null;
  modification_id: number | null;
  modification_product_id: number | null;
  stock: number | null;
};

/**
 * Which modification an add is for (one statement, before any write): the given one, which must
 * belong to the product, or the product's only one, with something in stock. Bad input → 400/404 with the cart's messages.
 */
export async function resolveCartTarget(
  db: TDb,
  input: Pick<TAddToCartInput, "productId" | "modificationId">,
): Promise<number> {
  const [row] = await queryRows<TTarget>(
    db,
    sql`select p.id as product_id, p.is_not_available,
          (select count(*) from modifications x where x.product_id = p.id)::int as modification_count,
          m.id as modification_id, m.product_id as modification_product_id,
          ${stockOf(sql`m.id`)} as stock
        from (select 1) one
        left join products p on p.id = ${input.productId}
        left join modifications m on m.id = ${input.modificationId ?? null}::int
          or (${input.modificationId ?? null}::int is null and m.product_id = p.id)
        limit 1`,
  );
  if (!row?.product_id) throw notFound(cartMessages.productNotFound);
  if (row.is_not_available) throw new HttpError(400, cartMessages.notAvailable);
  if (input.modificationId !== undefined) {
    if (row.modification_id === null) throw notFound(cartMessages.modificationNotFound);
    if (Number(row.modification_product_id) !== input.productId) {
      throw new HttpError(400, cartMessages.modificationOfAnotherProduct, {
        modification_id: [cartMessages.modificationOfAnotherProduct],
      });
    }
    return inStock(row);
  }
  const count = Number(row.modification_count);
  if (count === 0 || row.modification_id === null) throw new HttpError(400, cartMessages.notAvailable);
  if (count > 1)
    throw new HttpError(400, cartMessages.optionsRequired, {
      modification_id: [cartMessages.optionsRequired],
    });
  return inStock(row);
}

/** Nothing in stock anywhere: refused before the session is written (the transaction checks again). */
function inStock(row: TTarget): number {
  if (Number(row.stock ?? 0) <= 0) throw stockError(0);
  return Number(row.modification_id);
}

function stockError(limit: number): HttpError {
  const message = limit === 0 ? cartMessages.outOfStock : cartMessages.stockLimit(limit);
  return new HttpError(400, message, { quantity: [message] });
}

/**
 * POST /cart inside one transaction: locks (or creates) the cart, adds the line or increases it
 * within the stock of the modification, and writes the cart-change event. Returns the line's id.
 */
export async function addToCart(
  db: TDb,
  owner: TCartOwner,
  input: TAddToCartInput & { modificationId: number },
  context: { now: Date; deviceUuid: string | null },
): Promise<number> {
  const key = optionsKey(input.options);
  return db.transaction(async (tx) => {
    const cartId = await lockOrCreateCart(tx, owner, context.now);
    const state = await lineState(tx, cartId, {
      productId: input.productId,
      modificationId: input.modificationId,
      optionsKey: key,
    });
    const limit = lineLimit(state.stock, MAX_CART_LINE_QUANTITY);
    const quantity = (state.quantity ?? 0) + input.quantity;
    if (quantity > limit) throw stockError(limit);
    let itemId = state.item_id;
    if (itemId === null) {
      if (state.lines >= MAX_CART_LINES) throw new HttpError(400, cartMessages.tooManyLines);
      const [row] = await tx
        .insert(cartItems)
        .values({
          cartId,
          productId: input.productId,
          modificationId: input.modificationId,
          options: input.options,
          optionsKey: key,
          data: input.data,
          quantity,
          createdAt: context.now,
        })
        .returning({ id: cartItems.id });
      if (!row) throw new Error("cart line insert returned nothing");
      itemId = row.id;
    } else {
      await tx.update(cartItems).set({ quantity }).where(sql`${cartItems.id} = ${itemId}`);
    }
    await recordMarketingEvent(
      tx,
      {
        kind: "cart-change",
        payload: {
          action: "add",
          item_id: itemId,
          product_id: input.productId,
          modification_id: input.modificationId,
          added: input.quantity,
          quantity,
        },
        deviceUuid: context.deviceUuid,
      },
      context.now,
    );
    return itemId;
  });
}
