import type { TCatalogListing, TSort } from "@optika/api-contract";
import { catalogPath, parseFilterSegments, type TFilters } from "@optika/domain/catalog";
import { pageCount } from "@optika/domain/pagination";
import { eq, type SQL, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { categories } from "../../db/schema.ts";
import { notFound } from "../../http/index.ts";
import { buildFacets, checkFilters, type TFacetCountRow } from "./build-facets.ts";
import { categoryDto } from "./category-dto.ts";
import { catalogMessages } from "./messages.ts";
import { CARD_JOINS, cardColumns, type TCardRow, toCard } from "./product-card.ts";

export type TListingInput = {
  slug: string;
  filters: string;
  sort: TSort;
  page: number;
  perPage: number;
  cityId: number;
};

const ORDER_BY: Record<TSort, SQL> = {
  popular: sql`p.popularity desc, p.id asc`,
  price_asc: sql`p.price asc, p.id asc`,
  price_desc: sql`p.price desc, p.id asc`,
  new: sql`p.created_at desc, p.id desc`,
};

function list(values: readonly string[]): SQL {
  return sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
}

/** `exists` test: product `p` has one of the values of `key` (values OR within a key). */
function hasFacetValue(key: string, values: readonly string[]): SQL {
  return sql`exists (select 1 from product_facet_values x where x.product_id = p.id and x.key = ${key} and x.value_slug in (${list(values)}))`;
}

/** Products matching every selected key (AND across keys). */
function matchesFilters(filters: TFilters): SQL {
  const parts = Object.entries(filters).map(([key, values]) => hasFacetValue(key, values));
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * Facet values of the category with counts: a value's count applies every OTHER selected key
 * (so choosing a brand does not zero the other brands). One statement.
 */
function facetCountsQuery(categoryId: number, filters: TFilters): SQL {
  const keys = Object.keys(filters);
  const flags = keys.map((key, i) => sql`, ${hasFacetValue(key, filters[key] ?? [])} as ${sql.raw(`m${i}`)}`);
  const countWhere = keys.length
    ? sql.join(
        keys.map((key, i) => sql`(pfv.key = ${key} or pm.${sql.raw(`m${i}`)})`),
        sql` and `,
      )
    : sql`true`;
  return sql`
    with pm as (select p.id ${sql.join(flags, sql``)} from products p where p.category_id = ${categoryId})
    select f.key, f.name, f.position, v.value_slug, v.label, coalesce(v.count, 0)::int as count
    from facets f
    left join (
      select pfv.key, pfv.value_slug, min(pfv.label) as label, (count(*) filter (where ${countWhere}))::int as count
      from product_facet_values pfv join pm on pm.id = pfv.product_id
      group by pfv.key, pfv.value_slug
    ) v on v.key = f.key
    where f.category_id = ${categoryId}`;
}

/**
 * The catalogue listing of docs/seams.md. Four statements whatever the filters or page size:
 * category with its facet keys, facet counts, total, page of cards (the last three run together).
 * The filters are bounded (FILTER_LIMITS) and their keys checked against the category's facet
 * keys before any statement that tests them runs; a page beyond the last is a 404.
 */
export async function listCategoryProducts(db: TDb, input: TListingInput): Promise<TCatalogListing> {
  const parsed = parseFilterSegments(input.filters);
  if (!parsed.ok) throw notFound(parsed.reason);
  const filters = parsed.filters;

  const [head] = await db
    .select({
      category: categories,
      facetKeys: sql<
        string[] | null
      >`(select json_agg(f.key) from facets f where f.category_id = ${categories.id})`,
    })
    .from(categories)
    .where(eq(categories.slug, input.slug))
    .limit(1);
  if (!head) throw notFound(catalogMessages.categoryNotFound);
  const { category } = head;
  const facetKeys = new Set(head.facetKeys ?? []);
  if (Object.keys(filters).some((key) => !facetKeys.has(key))) {
    throw notFound(catalogMessages.unknownFilterKey);
  }

  const matching = matchesFilters(filters);
  const offset = (input.page - 1) * input.perPage;
  const [facetRows, totalRows, cardRows] = await Promise.all([
    queryRows<TFacetCountRow>(db, facetCountsQuery(category.id, filters)),
    queryRows<{ total: number; in_category: number }>(
      db,
      sql`select (count(*) filter (where ${matching}))::int as total, count(*)::int as in_category
          from products p where p.category_id = ${category.id}`,
    ),
    queryRows<TCardRow>(
      db,
      sql`select ${cardColumns(input.cityId)} from products p ${CARD_JOINS}
          where p.category_id = ${category.id} and ${matching} order by ${ORDER_BY[input.sort]} limit ${input.perPage} offset ${offset}`,
    ),
  ]);

  const facets = buildFacets(facetRows, filters);
  const check = checkFilters(facets, filters);
  if (!check.ok) {
    throw notFound(
      check.value === undefined
        ? catalogMessages.unknownFilterKey
        : catalogMessages.unknownFilterValue(check.facetName ?? ""),
    );
  }

  const total = Number(totalRows[0]?.total ?? 0);
  const pages = pageCount(total, input.perPage);
  // A page beyond the last is a route that does not exist (spec §5), not an empty result.
  if (input.page > pages) throw notFound(catalogMessages.pageNotFound);
  return {
    category: categoryDto(category, Number(totalRows[0]?.in_category ?? 0)),
    filters: Object.fromEntries(
      Object.keys(filters)
        .sort()
        .map((key) => [key, [...(filters[key] ?? [])]]),
    ),
    canonicalPath: catalogPath(category.slug, filters),
    sort: input.sort,
    facets,
    products: cardRows.map(toCard),
    pagination: {
      page: input.page,
      perPage: input.perPage,
      total,
      pageCount: pages,
    },
  };
}
