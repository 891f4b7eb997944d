/** Lens profiles (what the domain's competitor rule reads) with product cards, from the catalogue. */
import type { TProductCard } from "@optika/api-contract";
import { parseMillimetres, parseSphereRange, type TLensProfile } from "@optika/domain/lenses";
import { type SQL, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { CARD_JOINS, cardColumns, type TCardRow, toCard } from "../catalog/product-card.ts";

type TProfileRow = TCardRow & {
  popularity: number;
  type: string | null;
  type_label: string | null;
  period: string | null;
  period_label: string | null;
  material: string | null;
  material_label: string | null;
  base_curves: string[] | null;
  diameter: string | null;
  sphere_range: string | null;
};

export type TLensEntry = {
  profile: TLensProfile;
  card: TProductCard;
  labels: { type: string; period: string; material: string | null };
};

const facet = (key: string, column: "value_slug" | "label") =>
  sql`(select f.${sql.raw(column)} from product_facet_values f where f.product_id = p.id and f.key = ${key} order by f.value_slug limit 1)`;
const characteristic = (slug: string) =>
  sql`(select ch.value_slug from product_characteristics ch where ch.product_id = p.id and ch.slug = ${slug} order by ch.position, ch.id limit 1)`;

function profileColumns(cityId: number): SQL {
  return sql`${cardColumns(cityId)}, p.popularity,
    ${facet("type", "value_slug")} as type, ${facet("type", "label")} as type_label,
    ${facet("period", "value_slug")} as period, ${facet("period", "label")} as period_label,
    ${facet("material", "value_slug")} as material, ${facet("material", "label")} as material_label,
    (select array_agg(ch.value_slug order by ch.value_slug) from product_characteristics ch
      where ch.product_id = p.id and ch.slug = 'base_curve') as base_curves,
    ${characteristic("diameter")} as diameter, ${characteristic("sphere_range")} as sphere_range`;
}

function toEntry(row: TProfileRow): TLensEntry | null {
  if (!row.type || !row.period) return null;
  return {
    profile: {
      id: row.id,
      type: row.type,
      period: row.period,
      material: row.material,
      baseCurves: (row.base_curves ?? []).map(parseMillimetres).filter((v): v is number => v !== null),
      diameter: row.diameter === null ? null : parseMillimetres(row.diameter),
      sphere: row.sphere_range === null ? null : parseSphereRange(row.sphere_range),
      popularity: Number(row.popularity),
    },
    card: toCard(row),
    labels: {
      type: row.type_label ?? row.type,
      period: row.period_label ?? row.period,
      material: row.material_label,
    },
  };
}

/** The lens with this slug, or null (unknown slug, or a product without lens type and period). */
export async function readLensBySlug(db: TDb, slug: string, cityId: number): Promise<TLensEntry | null> {
  const [row] = await queryRows<TProfileRow>(
    db,
    sql`select ${profileColumns(cityId)} from products p ${CARD_JOINS} where p.slug = ${slug}`,
  );
  return row ? toEntry(row) : null;
}

/** Most candidates read for one page (the most popular of the same type and period). */
export const COMPETITOR_POOL_MAX = 300;

/** Available lenses of this type and period (the rule's pool), most popular first. */
export async function readLensPool(db: TDb, target: TLensProfile, cityId: number): Promise<TLensEntry[]> {
  const rows = await queryRows<TProfileRow>(
    db,
    sql`select ${profileColumns(cityId)} from products p ${CARD_JOINS}
        where p.id <> ${target.id} and not p.is_not_available
          and exists (select 1 from product_facet_values f where f.product_id = p.id and f.key = 'type' and f.value_slug = ${target.type})
          and exists (select 1 from product_facet_values f where f.product_id = p.id and f.key = 'period' and f.value_slug = ${target.period})
        order by p.popularity desc, p.id limit ${COMPETITOR_POOL_MAX}`,
  );
  return rows.map(toEntry).filter((e): e is TLensEntry => e !== null);
}
