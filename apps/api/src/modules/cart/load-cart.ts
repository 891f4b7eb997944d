import { MAX_CART_LINE_QUANTITY, type TCart, type TCartItem } from "@optika/api-contract";
import { productHref } from "@optika/domain/catalog";
import type { TDb } from "../../db/client.ts";
import type { TCartOwner } from "./cart-owner.ts";
import { loadCartRows, type TCartRow } from "./cart-repository.ts";
import { cartTotals, lineLimit } from "./cart-totals.ts";

function toItem(row: TCartRow): TCartItem {
  const quantity = Number(row.quantity);
  const unitPrice = Number(row.unit_price);
  const bonus = Number(row.bonus_value);
  return {
    id: Number(row.id),
    quantity,
    product: {
      id: Number(row.product_id),
      name: row.name,
      slug: row.slug,
      url: productHref({ id: Number(row.product_id), slug: row.slug, categoryId: Number(row.category_id) }),
      image_id: row.image_id === null ? null : Number(row.image_id),
    },
    modification: {
      id: Number(row.modification_id),
      sku: row.sku,
      variants: (row.variants ?? []).map((v) => ({
        ...v,
        group_id: Number(v.group_id),
        variant_id: Number(v.variant_id),
      })),
    },
    options: row.options ?? {},
    data: row.data ?? {},
    unit_price: unitPrice,
    unit_price_old: row.unit_price_old === null ? null : Number(row.unit_price_old),
    line_total: unitPrice * quantity,
    bonus_value: bonus,
    line_bonus: bonus * quantity,
    max_quantity: lineLimit(Number(row.stock), MAX_CART_LINE_QUANTITY),
    in_city_quantity: Number(row.in_city),
  };
}

/**
 * GET /cart: the owner's lines priced from the catalogue and the server's totals; an owner without
 * a session (null) has an empty cart and costs no statement.
 */
export async function loadCart(db: TDb, owner: TCartOwner | null, cityId: number): Promise<TCart> {
  const items = owner ? (await loadCartRows(db, owner, cityId)).map(toItem) : [];
  return { items, ...cartTotals(items), city_id: cityId };
}
