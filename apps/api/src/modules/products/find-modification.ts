import type { TModification, TModificationsFilter, TModificationsResponse } from "@optika/api-contract";
import { type SQL, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { notFound } from "../../http/index.ts";
import { productMessages } from "./messages.ts";

type TMatchRow = {
  id: number;
  sku: string;
  price: number;
  quantity: number;
  total: number;
  variant_ids: number[];
};

function storeCondition(filter: TModificationsFilter, withCity: boolean): SQL {
  const parts: SQL[] = [sql`st.quantity is not null`];
  if (withCity && filter.storeCityId !== undefined) parts.push(sql`s.city_id = ${filter.storeCityId}`);
  if (filter.storeQuantityGte !== undefined) parts.push(sql`st.quantity >= ${filter.storeQuantityGte}`);
  return sql.join(parts, sql` and `);
}

function firstMatch(db: TDb, productId: number, filter: TModificationsFilter, withCity: boolean) {
  const variantTests = [...filter.chosen.values()].map(
    (variantId) =>
      sql` and exists (select 1 from modification_variants mv where mv.modification_id = m.id and mv.variant_id = ${variantId})`,
  );
  const cond = storeCondition(filter, withCity);
  const having =
    filter.quantityGt !== undefined
      ? sql`having coalesce(sum(st.quantity) filter (where ${cond}), 0) > ${filter.quantityGt}`
      : sql``;
  return queryRows<TMatchRow>(
    db,
    sql`select m.id, m.sku, coalesce(m.price, p.price) as price,
          coalesce(sum(st.quantity) filter (where ${cond}), 0)::int as quantity,
          (count(*) over ())::int as total,
          coalesce((select json_agg(x.variant_id order by x.variant_id) from modification_variants x
                    where x.modification_id = m.id), '[]'::json) as variant_ids
        from modifications m
        join products p on p.id = m.product_id
        left join stock st on st.modification_id = m.id
        left join stores s on s.id = st.store_id
        where m.product_id = ${productId} ${sql.join(variantTests, sql``)}
        group by m.id, m.sku, m.price, p.price
        ${having}
        order by m.id
        limit 1`,
  );
}

/**
 * GET /products/:id/modifications (spec §7): the first modification having every chosen variant
 * and passing the stock filters; when the city filter leaves nothing, the same query without it.
 * 2–5 statements: product + chosen variants check, match, retry, stores.
 */
export async function findModification(
  db: TDb,
  productId: number,
  filter: TModificationsFilter,
): Promise<TModificationsResponse> {
  const pairs = [...filter.chosen.entries()];
  const pairValues = pairs.length
    ? sql.join(
        pairs.map(([g, v]) => sql`(${g}::int, ${v}::int)`),
        sql`, `,
      )
    : undefined;
  const [check] = await queryRows<{ product_ok: boolean; unknown_pairs: Array<[number, number]> | null }>(
    db,
    pairValues
      ? sql`select exists (select 1 from products where id = ${productId}) as product_ok,
              (select json_agg(json_build_array(c.g, c.v)) from (values ${pairValues}) as c(g, v)
               where not exists (select 1 from variants v join variant_groups vg on vg.id = v.group_id
                                 where v.id = c.v and vg.id = c.g and vg.product_id = ${productId})) as unknown_pairs`
      : sql`select exists (select 1 from products where id = ${productId}) as product_ok, null as unknown_pairs`,
  );
  if (!check?.product_ok) throw notFound(productMessages.productNotFound);
  if (check.unknown_pairs?.length) throw notFound(productMessages.variantNotFound);

  const wantsCity = filter.storeCityId !== undefined;
  let rows = await firstMatch(db, productId, filter, wantsCity);
  let cityFilter: TModificationsResponse["cityFilter"] = wantsCity ? "applied" : "not_requested";
  if (rows.length === 0 && wantsCity) {
    rows = await firstMatch(db, productId, filter, false);
    cityFilter = "dropped_after_empty";
  }
  const row = rows[0];
  if (!row) return { modification: null, total: 0, cityFilter };

  let stores: TModification["stores"] = [];
  if (filter.expandStores) {
    const cond = storeCondition(filter, cityFilter === "applied");
    stores = (
      await queryRows<TModification["stores"][number]>(
        db,
        sql`select s.id as store_id, s.city_id, s.name, s.address, st.quantity
            from stock st join stores s on s.id = st.store_id
            where st.modification_id = ${row.id} and ${cond}
            order by s.city_id, s.sort, s.id`,
      )
    ).map((s) => ({ ...s, quantity: Number(s.quantity) }));
  }
  return {
    modification: {
      id: row.id,
      sku: row.sku,
      price: Number(row.price),
      variants: (row.variant_ids ?? []).map((id) => ({ id: Number(id) })),
      stores,
      quantity: Number(row.quantity),
    },
    total: Number(row.total),
    cityFilter,
  };
}
