import { CERTIFICATES_CATEGORY_SLUG, catalogPath, productHref } from "@optika/domain/catalog";
import { and, asc, eq, gt, max, ne, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { categories, products, searchFilterPages } from "../../db/schema.ts";
import type { TSitemapSourceEntry } from "./sitemap-source.ts";

/*
 * Catalogue URLs that answer 200: products that are not withdrawn (`is_not_available`), categories
 * and filter pages that have such products. The certificates category and its products live at
 * /sertifikaty (static section), so they are not listed here. One statement each.
 */

const isListed = and(eq(products.isNotAvailable, false), ne(categories.slug, CERTIFICATES_CATEGORY_SLUG));

/** /catalog/{slug} of every category with an available product; lastmod: its newest product. */
export async function listCategorySitemapEntries(db: TDb): Promise<TSitemapSourceEntry[]> {
  const rows = await db
    .select({ slug: categories.slug, lastmod: max(products.createdAt) })
    .from(categories)
    .innerJoin(products, eq(products.categoryId, categories.id))
    .where(isListed)
    .groupBy(categories.id, categories.slug, categories.sort)
    .orderBy(asc(categories.sort), asc(categories.id));
  return rows.map((row) => ({ path: catalogPath(row.slug), lastmod: row.lastmod }));
}

/** /product/{slug} (glasses: /ochki/{slug}) of every available product; lastmod: when it was added. */
export async function listProductSitemapEntries(db: TDb): Promise<TSitemapSourceEntry[]> {
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      categoryId: products.categoryId,
      createdAt: products.createdAt,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(isListed)
    .orderBy(asc(products.id));
  return rows.map((row) => ({ path: productHref(row), lastmod: row.createdAt }));
}

/**
 * The filter pages search offers (one facet value chosen: /catalog/linzy/f/brand=acuvue) that
 * have products; lastmod: the newest available product of the category.
 */
export async function listFilterPageSitemapEntries(db: TDb): Promise<TSitemapSourceEntry[]> {
  const rows = await db
    .select({
      slug: categories.slug,
      key: searchFilterPages.key,
      valueSlug: searchFilterPages.valueSlug,
      lastmod: sql<
        Date | string | null
      >`(select max(p.created_at) from products p where p.category_id = ${categories.id} and not p.is_not_available)`,
    })
    .from(searchFilterPages)
    .innerJoin(categories, eq(categories.id, searchFilterPages.categoryId))
    .where(and(gt(searchFilterPages.productsCount, 0), ne(categories.slug, CERTIFICATES_CATEGORY_SLUG)))
    .orderBy(
      asc(categories.sort),
      asc(categories.id),
      asc(searchFilterPages.key),
      asc(searchFilterPages.valueSlug),
    );
  return rows.map((row) => ({
    path: catalogPath(row.slug, { [row.key]: [row.valueSlug] }),
    lastmod: row.lastmod,
  }));
}
