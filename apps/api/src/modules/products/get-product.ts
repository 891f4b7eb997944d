import type { TModification, TProduct, TVariantGroup } from "@optika/api-contract";
import { productHref } from "@optika/domain/catalog";
import { productSlugCandidates } from "@optika/domain/urls";
import { asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import {
  brands,
  categories,
  images,
  productCharacteristics,
  productImages,
  products,
  variantGroups,
  variants,
} from "../../db/schema.ts";
import { notFound } from "../../http/index.ts";
import { groupCharacteristics } from "./group-characteristics.ts";
import { productMessages } from "./messages.ts";

type TModificationRow = { id: number; sku: string; price: number | null; variant_ids: number[] | null };
type TStockRow = {
  modification_id: number;
  store_id: number;
  city_id: number;
  name: string;
  address: string;
  sort: number;
  quantity: number;
};

/**
 * A product page by id, or by slug: an old slug with trailing article numbers ("{slug}-123-4")
 * finds the product of the longest of its candidate slugs in the same single lookup (the caller
 * sees the product's own slug and redirects). Six statements whatever the number of modifications (product, images,
 * characteristics, variant groups with variants, modifications with their variant ids, stock in
 * the current city's stores).
 */
export async function getProduct(
  db: TDb,
  by: { id: number } | { slug: string },
  cityId: number,
): Promise<TProduct> {
  const where: SQL =
    "id" in by ? eq(products.id, by.id) : inArray(products.slug, productSlugCandidates(by.slug));
  const [head] = await db
    .select({ product: products, category: categories, brand: brands })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(where)
    .orderBy(desc(sql`length(${products.slug})`))
    .limit(1);
  if (!head) throw notFound(productMessages.productNotFound);
  const { product, category, brand } = head;

  const [imageRows, characteristicRows, variantRows, modificationRows, stockRows] = await Promise.all([
    db
      .select({ id: images.id, alt: images.alt })
      .from(productImages)
      .innerJoin(images, eq(images.id, productImages.imageId))
      .where(eq(productImages.productId, product.id))
      .orderBy(asc(productImages.position), asc(images.id)),
    db
      .select()
      .from(productCharacteristics)
      .where(eq(productCharacteristics.productId, product.id))
      .orderBy(asc(productCharacteristics.position), asc(productCharacteristics.id)),
    db
      .select({ group: variantGroups, variant: variants })
      .from(variantGroups)
      .leftJoin(variants, eq(variants.groupId, variantGroups.id))
      .where(eq(variantGroups.productId, product.id))
      .orderBy(asc(variantGroups.position), asc(variantGroups.id), asc(variants.position), asc(variants.id)),
    queryRows<TModificationRow>(
      db,
      sql`select m.id, m.sku, m.price,
            coalesce((select json_agg(mv.variant_id order by mv.variant_id) from modification_variants mv
                      where mv.modification_id = m.id), '[]'::json) as variant_ids
          from modifications m where m.product_id = ${product.id} order by m.id`,
    ),
    queryRows<TStockRow>(
      db,
      sql`select st.modification_id, s.id as store_id, s.city_id, s.name, s.address, s.sort, st.quantity
          from stock st join modifications m on m.id = st.modification_id join stores s on s.id = st.store_id
          where m.product_id = ${product.id} and s.city_id = ${cityId} and st.quantity > 0
          order by s.sort, s.id`,
    ),
  ]);

  const groups: TVariantGroup[] = [];
  for (const { group, variant } of variantRows) {
    let g = groups.find((x) => x.groupId === group.id);
    if (!g) {
      g = { name: group.name, groupId: group.id, code: group.code, variants: [] };
      groups.push(g);
    }
    if (variant) g.variants.push({ id: variant.id, label: variant.label, value: variant.value });
  }

  const stockByModification = new Map<number, TStockRow[]>();
  const storeTotals = new Map<
    number,
    { id: number; name: string; address: string; sort: number; quantity: number }
  >();
  for (const row of stockRows) {
    const list = stockByModification.get(row.modification_id) ?? [];
    list.push(row);
    stockByModification.set(row.modification_id, list);
    const total = storeTotals.get(row.store_id) ?? {
      id: row.store_id,
      name: row.name,
      address: row.address,
      sort: row.sort,
      quantity: 0,
    };
    total.quantity += Number(row.quantity);
    storeTotals.set(row.store_id, total);
  }

  const modifications: TModification[] = modificationRows.map((m) => {
    const stock = stockByModification.get(m.id) ?? [];
    return {
      id: m.id,
      sku: m.sku,
      price: m.price ?? product.price,
      variants: (m.variant_ids ?? []).map((id) => ({ id: Number(id) })),
      stores: stock.map((s) => ({
        store_id: s.store_id,
        city_id: s.city_id,
        name: s.name,
        address: s.address,
        quantity: Number(s.quantity),
      })),
      quantity: stock.reduce((sum, s) => sum + Number(s.quantity), 0),
    };
  });
  const quantity = modifications.reduce((sum, m) => sum + m.quantity, 0);
  const imageList = imageRows.length
    ? imageRows
    : product.imageId !== null
      ? [{ id: product.imageId, alt: product.name }]
      : [];

  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    url: productHref({ id: product.id, slug: product.slug, categoryId: category.id }),
    price: product.price,
    price_old: product.priceOld,
    image_id: product.imageId,
    images: imageList.map((i) => ({ id: i.id, alt: i.alt || product.name })),
    category: { id: category.id, name: category.name, slug: category.slug },
    brand: brand ? { id: brand.id, name: brand.name, slug: brand.slug } : null,
    quantity,
    is_not_available: product.isNotAvailable,
    hasModifications: groups.length > 0,
    bonus_value: product.bonusValue,
    totalBonusValue: product.bonusValue,
    description: product.description,
    manufacturer: product.manufacturer,
    characteristics: groupCharacteristics(characteristicRows),
    variants: groups,
    modifications,
    availability: {
      inCity: quantity > 0,
      cityId,
      stores: [...storeTotals.values()]
        .sort((a, b) => a.sort - b.sort || a.id - b.id)
        .map(({ sort: _sort, ...store }) => store),
    },
  };
}
