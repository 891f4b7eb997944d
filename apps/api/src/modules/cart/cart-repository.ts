import { type SQL, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { carts } from "../../db/schema.ts";
import type { TCartOwner } from "./cart-owner.ts";

/** `c.<owner column> = <owner>` for a query over `carts c`. */
export function ownerCondition(owner: TCartOwner): SQL {
  return owner.kind === "session"
    ? sql`c.session_token = ${owner.sessionToken}`
    : sql`c.user_id = ${owner.userId}`;
}

/**
 * The owner's cart id, created when missing, with its row locked until the transaction ends: every
 * change of one cart runs after the one before it (one statement: an upsert takes the row lock).
 */
export async function lockOrCreateCart(tx: TDb, owner: TCartOwner, now: Date): Promise<number> {
  const insert =
    owner.kind === "session"
      ? tx
          .insert(carts)
          .values({ sessionToken: owner.sessionToken, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({ target: carts.sessionToken, set: { updatedAt: now } })
      : tx
          .insert(carts)
          .values({ userId: owner.userId, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: now } });
  const [row] = await insert.returning({ id: carts.id });
  if (!row) throw new Error("cart upsert returned nothing");
  return row.id;
}

/** The owner's cart id with its row locked, or null when the owner has no cart. */
export async function lockCart(tx: TDb, owner: TCartOwner): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`select c.id from carts c where ${ownerCondition(owner)} for update`,
  );
  return row ? Number(row.id) : null;
}

/** Units of a modification in stock over all stores (the cart's limit, decision 0022). */
export function stockOf(modificationId: SQL | number): SQL {
  return sql`coalesce((select sum(st.quantity) from stock st where st.modification_id = ${modificationId} and st.quantity > 0), 0)::int`;
}

export type TLineState = { lines: number; stock: number; item_id: number | null; quantity: number | null };

/** Lines of the cart, stock of the modification and the matching line (if any), in one statement. */
export async function lineState(
  tx: TDb,
  cartId: number,
  line: { productId: number; modificationId: number; optionsKey: string },
): Promise<TLineState> {
  const [row] = await queryRows<TLineState>(
    tx,
    sql`select (select count(*) from cart_items where cart_id = ${cartId})::int as lines,
          ${stockOf(line.modificationId)} as stock,
          ci.id as item_id, ci.quantity
        from (select 1) one
        left join cart_items ci on ci.cart_id = ${cartId} and ci.product_id = ${line.productId}
          and ci.modification_id = ${line.modificationId} and ci.options_key = ${line.optionsKey}`,
  );
  if (!row) throw new Error("line state returned nothing");
  return {
    lines: Number(row.lines),
    stock: Number(row.stock),
    item_id: row.item_id === null ? null : Number(row.item_id),
    quantity: row.quantity === null ? null : Number(row.quantity),
  };
}

export type TItemState = { product_id: number; modification_id: number; quantity: number; stock: number };

/** A line of the cart with the stock of its modification, or null when the cart has no such line. */
export async function itemState(tx: TDb, cartId: number, itemId: number): Promise<TItemState | null> {
  const [row] = await queryRows<TItemState>(
    tx,
    sql`select ci.product_id, ci.modification_id, ci.quantity, ${stockOf(sql`ci.modification_id`)} as stock
        from cart_items ci where ci.id = ${itemId} and ci.cart_id = ${cartId}`,
  );
  return row
    ? {
        product_id: Number(row.product_id),
        modification_id: Number(row.modification_id),
        quantity: Number(row.quantity),
        stock: Number(row.stock),
      }
    : null;
}

/** Row of loadCartRows: a line with its product, modification, variants and stock. */
export type TCartRow = {
  id: number;
  quantity: number;
  options: Record<string, string | number | boolean>;
  data: Record<string, string | number | boolean>;
  product_id: number;
  name: string;
  slug: string;
  category_id: number;
  image_id: number | null;
  unit_price: number;
  unit_price_old: number | null;
  bonus_value: number;
  modification_id: number;
  sku: string;
  variants: Array<{
    group_id: number;
    group: string;
    code: string;
    variant_id: number;
    label: string;
    value: string;
  }>;
  stock: number;
  in_city: number;
};

/** Every line of the owner's cart, priced from the catalogue (one statement). */
export function loadCartRows(db: TDb, owner: TCartOwner, cityId: number): Promise<TCartRow[]> {
  return queryRows<TCartRow>(
    db,
    sql`select ci.id, ci.quantity, ci.options, ci.data,
          p.id as product_id, p.name, p.slug, p.category_id, p.image_id,
          coalesce(m.price, p.price) as unit_price,
          case when m.price is null then p.price_old end as unit_price_old,
          p.bonus_value, m.id as modification_id, m.sku,
          coalesce((select json_agg(json_build_object('group_id', vg.id, 'group', vg.name, 'code', vg.code,
                      'variant_id', v.id, 'label', v.label, 'value', v.value) order by vg.position, vg.id)
                    from modification_variants mv
                    join variants v on v.id = mv.variant_id
                    join variant_groups vg on vg.id = v.group_id
                    where mv.modification_id = m.id), '[]'::json) as variants,
          ${stockOf(sql`m.id`)} as stock,
          coalesce((select sum(st.quantity) from stock st join stores s on s.id = st.store_id
                    where st.modification_id = m.id and st.quantity > 0 and s.city_id = ${cityId}), 0)::int as in_city
        from carts c
        join cart_items ci on ci.cart_id = c.id
        join products p on p.id = ci.product_id
        join modifications m on m.id = ci.modification_id
        where ${ownerCondition(owner)}
        order by ci.id`,
  );
}
