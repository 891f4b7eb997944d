/**
 * Statement 3: one page of matching products with the total (decision 0028). Relevance is
 * ts_rank over the weighted document (name > brand > category > characteristics > description)
 * plus a lift when the query names the product's category ('линзы' → contact lenses before lens
 * cases); among equally relevant products those in stock in the current city come first, then the
 * popular ones.
 */
import { SEARCH_PRODUCTS_PER_PAGE, type TProductCard } from "@optika/api-contract";
import { type SQL, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { pageTotal, queryRows } from "../../db/rows.ts";
import { CARD_JOINS, cardColumns, type TCardRow, toCard } from "../catalog/product-card.ts";
import type { TSearchPlan } from "./search-plan.ts";

/** Added to the rank of a product whose category the query names. */
const CATEGORY_LIFT = 0.3;
/** Ranks closer than this count as equal: stock in the city decides between them. */
const RANK_STEP = 0.05;
/**
 * Stock is looked up only for the best RANKED_WINDOW products past the page's start (all of them
 * are ranked and counted): stock is per city and per request, ranking a whole broad result set
 * by it would cost a stock lookup per match.
 */
const RANKED_WINDOW = 300;

/** The condition on `ps` (product_search) of a plan; null when the plan matches nothing. */
export function productMatch(plan: TSearchPlan): SQL | null {
  const conditions: SQL[] = [];
  if (plan.all !== "") conditions.push(sql`ps.document @@ to_tsquery('russian', ${plan.all})`);
  for (const number of plan.numbers) {
    conditions.push(
      sql`(ps.params && ${sql.param(number.values)}::float8[] or ps.document @@ to_tsquery('simple', ${`'${number.text}'`}))`,
    );
  }
  return conditions.length ? sql.join(conditions, sql` and `) : null;
}

export type TProductPage = { items: TProductCard[]; total: number };

export async function searchProducts(
  db: TDb,
  plan: TSearchPlan,
  input: { page: number; cityId: number },
): Promise<TProductPage> {
  const match = productMatch(plan);
  if (!match) return { items: [], total: 0 };
  const offset = (input.page - 1) * SEARCH_PRODUCTS_PER_PAGE;
  const rankQuery = plan.all !== "" ? plan.all : plan.any;
  const rank =
    rankQuery !== "" ? sql`ts_rank(ps.document, to_tsquery('russian', ${rankQuery}), 1)` : sql`0::float4`;
  const intent =
    plan.any !== ""
      ? sql`p.category_id in (select c.id from categories c where to_tsvector('russian', search_normalize(c.name)) @@ to_tsquery('russian', ${plan.any}))`
      : sql`false`;
  const rows = await queryRows<TCardRow & { total: number }>(
    db,
    sql`
      with ranked as (
        select p.id, p.popularity,
          floor((${rank} + case when ${intent} then ${CATEGORY_LIFT}::float8 else 0 end) / ${RANK_STEP}::float8) as band,
          count(*) over () as total
        from product_search ps join products p on p.id = ps.product_id
        where ${match}
        order by band desc, p.popularity desc, p.id
        limit ${offset + SEARCH_PRODUCTS_PER_PAGE + RANKED_WINDOW}
      ),
      stocked as (
        select r.*, exists (
          select 1 from stock st
          join modifications m on m.id = st.modification_id
          join stores s on s.id = st.store_id
          where m.product_id = r.id and s.city_id = ${input.cityId} and st.quantity > 0
        ) as in_stock
        from ranked r
        order by r.band desc, in_stock desc, r.popularity desc, r.id
        limit ${SEARCH_PRODUCTS_PER_PAGE} offset ${offset}
      )
      select ${cardColumns(input.cityId)}, sk.total::int as total
      from stocked sk join products p on p.id = sk.id ${CARD_JOINS}
      order by sk.band desc, sk.in_stock desc, sk.popularity desc, sk.id`,
  );
  const total = await pageTotal(
    db,
    rows,
    offset,
    sql`select count(*)::int as total from product_search ps where ${match}`,
  );
  return { items: rows.map(toCard), total };
}
