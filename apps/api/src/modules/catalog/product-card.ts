import type { TProductCard } from "@optika/api-contract";
import { productHref } from "@optika/domain/catalog";
import { type SQL, sql } from "drizzle-orm";

/** Row of CARD_COLUMNS. */
export type TCardRow = {
  id: number;
  name: string;
  slug: string;
  price: number;
  price_old: number | null;
  image_id: number | null;
  bonus_value: number;
  is_not_available: boolean;
  category_id: number;
  category_name: string;
  category_slug: string;
  brand_id: number | null;
  brand_name: string | null;
  brand_slug: string | null;
  has_modifications: boolean;
  quantity: number;
  lenses_in_pack: number | null;
};

/**
 * Select list of a product card over `products p join categories c left join brands b`
 * (see CARD_JOINS); stock is summed over the city's stores inside the same statement.
 */
export function cardColumns(cityId: number): SQL {
  return sql`p.id, p.name, p.slug, p.price, p.price_old, p.image_id, p.bonus_value, p.is_not_available,
    c.id as category_id, c.name as category_name, c.slug as category_slug,
    b.id as brand_id, b.name as brand_name, b.slug as brand_slug,
    exists (select 1 from variant_groups vg where vg.product_id = p.id) as has_modifications,
    (select min(v.value::int) from variant_groups vg join variants v on v.group_id = vg.id
      where vg.product_id = p.id and vg.code = 'items_in_pack' and v.value ~ '^[0-9]{1,4}$') as lenses_in_pack,
    coalesce((
      select sum(st.quantity) from stock st
      join modifications m on m.id = st.modification_id
      join stores s on s.id = st.store_id
      where m.product_id = p.id and s.city_id = ${cityId} and st.quantity > 0
    ), 0)::int as quantity`;
}

export const CARD_JOINS: SQL = sql`join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id`;

export function toCard(row: TCardRow): TProductCard {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    url: productHref({ id: row.id, slug: row.slug, categoryId: row.category_id }),
    price: row.price,
    price_old: row.price_old,
    image_id: row.image_id,
    category: { id: row.category_id, name: row.category_name, slug: row.category_slug },
    brand:
      row.brand_id === null
        ? null
        : { id: row.brand_id, name: row.brand_name ?? "", slug: row.brand_slug ?? "" },
    bonus_value: row.bonus_value,
    is_not_available: row.is_not_available,
    hasModifications: row.has_modifications,
    quantity: Number(row.quantity),
    lenses_in_pack: row.lenses_in_pack === null ? null : Number(row.lenses_in_pack),
  };
}
