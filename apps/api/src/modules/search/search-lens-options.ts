/**
 * Statement 5 (only for a query with a number): the lens parameter values it names ('-3.5' →
 * sphere −3.50, '8.6' → base curve 8.6) with links to the products that offer them and match the
 * query's words ('-3.5 oasys' → ACUVUE OASYS lines only).
 */
import { SEARCH_GROUP_LIMIT, type TSearchLensOption } from "@optika/api-contract";
import { productHref } from "@optika/domain/catalog";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { LENS_PARAMETER_CODES, PARAMETER_VALUE_PATTERN } from "./refresh-search-index.ts";
import type { TSearchPlan } from "./search-plan.ts";

/** Products linked from one lens option. */
const LINKS_PER_OPTION = 10;

type TOptionRow = {
  code: string;
  name: string;
  value: string;
  label: string;
  products: { id: number; slug: string; name: string; category_id: number }[];
  total: number;
};

export async function searchLensOptions(
  db: TDb,
  plan: TSearchPlan,
): Promise<{ items: TSearchLensOption[]; total: number }> {
  const values = [...new Set(plan.numbers.flatMap((n) => n.values))];
  if (values.length === 0) return { items: [], total: 0 };
  const codes = sql.join(
    LENS_PARAMETER_CODES.map((code) => sql`${code}`),
    sql`, `,
  );
  const words = plan.all !== "" ? sql`ps.document @@ to_tsquery('russian', ${plan.all})` : sql`true`;
  const rows = await queryRows<TOptionRow>(
    db,
    sql`
      with offered as (
        select vg.code, min(vg.name) as name, v.value, min(v.label) as label, p.id, p.slug, p.name as product_name,
          p.category_id, p.popularity
        from product_search ps
        join products p on p.id = ps.product_id
        join variant_groups vg on vg.product_id = p.id and vg.code in (${codes})
        join variants v on v.group_id = vg.id
        where ps.params && ${sql.param(values)}::float8[] and ${words}
          and (case when v.value ~ ${PARAMETER_VALUE_PATTERN} then v.value::float8 end) = any(${sql.param(values)}::float8[])
        group by vg.code, v.value, p.id
      )
      select code, min(name) as name, value, min(label) as label, count(*) over ()::int as total,
        (json_agg(json_build_object('id', id, 'slug', slug, 'name', product_name, 'category_id', category_id)
          order by popularity desc, id))
          as products
      from offered group by code, value
      order by code, value limit ${SEARCH_GROUP_LIMIT}`,
  );
  return {
    items: rows.map((row) => ({
      title: `${row.name} ${row.label}`,
      code: row.code,
      value: row.value,
      urls: row.products.slice(0, LINKS_PER_OPTION).map((p) => ({
        url: productHref({ id: p.id, slug: p.slug, categoryId: p.category_id }),
        label: p.name,
      })),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}
