/**
 * Statement 4: the categories, brands and filter pages a query names, in one statement (any of
 * its words suffices: 'солнцезащитные ray ban' names a category and a brand).
 */
import { SEARCH_GROUP_LIMIT, type TSearchCatalogLink, type TSearchFilterPage } from "@optika/api-contract";
import { catalogPath, categoryHref } from "@optika/domain/catalog";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import type { TSearchPlan } from "./search-plan.ts";

type TLinkRow = {
  id: number;
  name: string;
  slug: string;
  products_count: number;
  category_slug: string | null;
};
type TFilterRow = {
  category_id: number;
  category_slug: string;
  key: string;
  value_slug: string;
  title: string;
  products_count: number;
};

export type TCatalogLinks = {
  categories: { items: TSearchCatalogLink[]; total: number };
  brands: { items: TSearchCatalogLink[]; total: number };
  filterPages: { items: TSearchFilterPage[]; total: number };
};

const EMPTY: TCatalogLinks = {
  categories: { items: [], total: 0 },
  brands: { items: [], total: 0 },
  filterPages: { items: [], total: 0 },
};

export async function searchCatalogLinks(db: TDb, plan: TSearchPlan): Promise<TCatalogLinks> {
  if (plan.any === "") return EMPTY;
  const limit = SEARCH_GROUP_LIMIT;
  const [row] = await queryRows<{
    categories: TLinkRow[] | null;
    brands: TLinkRow[] | null;
    filter_pages: TFilterRow[] | null;
    categories_total: number;
    brands_total: number;
    filter_pages_total: number;
  }>(
    db,
    sql`
      with q as (select to_tsquery('russian', ${plan.any}) as query),
      cats as (
        select c.id, c.name, c.slug, c.sort,
          (select count(*) from products p where p.category_id = c.id)::int as products_count,
          ts_rank(to_tsvector('russian', search_normalize(c.name)), q.query) as rank
        from categories c, q
        where to_tsvector('russian', search_normalize(c.name)) @@ q.query
      ),
      brand_hits as (
        select b.id, b.name, b.slug,
          ts_rank(to_tsvector('russian', search_normalize(b.name)), q.query) as rank
        from brands b, q
        where to_tsvector('russian', search_normalize(b.name)) @@ q.query
      ),
      brand_rows as (
        select h.id, h.name, h.slug, h.rank, main.slug as category_slug, coalesce(main.count, 0)::int as products_count,
          coalesce(main.total, 0)::int as brand_products
        from brand_hits h
        left join lateral (
          select c.slug, count(*) as count, sum(count(*)) over () as total
          from products p join categories c on c.id = p.category_id
          join facets f on f.category_id = c.id and f.key = 'brand'
          where p.brand_id = h.id
          group by c.slug order by count(*) desc, c.slug limit 1
        ) main on true
      ),
      pages as (
        select fp.category_id, c.slug as category_slug, fp.key, fp.value_slug, fp.title, fp.products_count,
          ts_rank(fp.document, q.query) as rank
        from search_filter_pages fp join categories c on c.id = fp.category_id, q
        where fp.document @@ q.query
      )
      select
        (select json_agg(x) from (select id, name, slug, products_count, null as category_slug from cats
          order by rank desc, sort, id limit ${limit}) x) as categories,
        (select count(*)::int from cats) as categories_total,
        (select json_agg(x) from (select id, name, slug, products_count, category_slug from brand_rows
          order by rank desc, brand_products desc, id limit ${limit}) x) as brands,
        (select count(*)::int from brand_rows) as brands_total,
        (select json_agg(x) from (select category_id, category_slug, key, value_slug, title, products_count from pages
          order by rank desc, products_count desc, title limit ${limit}) x) as filter_pages,
        (select count(*)::int from pages) as filter_pages_total`,
  );
  if (!row) return EMPTY;
  return {
    categories: {
      items: (row.categories ?? []).map((c) => ({
        id: c.id,
        name: c.name,
        slug: c.slug,
        url: categoryHref(c.slug),
        products_count: c.products_count,
      })),
      total: row.categories_total,
    },
    brands: {
      items: (row.brands ?? []).map((b) => ({
        id: b.id,
        name: b.name,
        slug: b.slug,
        url: b.category_slug ? catalogPath(b.category_slug, { brand: [b.slug] }) : "/catalog",
        products_count: b.products_count,
      })),
      total: row.brands_total,
    },
    filterPages: {
      items: (row.filter_pages ?? []).map((f) => ({
        title: f.title,
        url: catalogPath(f.category_slug, { [f.key]: [f.value_slug] }),
        products_count: f.products_count,
        category_id: f.category_id,
        slug: `${f.key}=${f.value_slug}`,
      })),
      total: row.filter_pages_total,
    },
  };
}
