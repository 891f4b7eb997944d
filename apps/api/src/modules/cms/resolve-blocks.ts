import type { TCmsBanner, TCmsBlock, TCmsStoredBlock, TProductCard } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { listCategoryProducts } from "../catalog/list-category-products.ts";
import { CARD_JOINS, cardColumns, type TCardRow, toCard } from "../catalog/product-card.ts";
import { listBanners } from "./list-banners.ts";

/**
 * Blocks as served: sliders get their banners (one statement for all slots), carousels by ids
 * their cards (one statement for all ids), carousels by filter a catalogue listing each.
 * `cityId()` is asked only when a carousel needs stock (the current city costs a statement).
 */
export async function resolveBlocks(
  db: TDb,
  pages: ReadonlyArray<readonly TCmsStoredBlock[]>,
  cityId: () => Promise<number>,
  now: Date,
): Promise<TCmsBlock[][]> {
  const all = pages.flat();
  const slots = [...new Set(all.flatMap((b) => (b.kind === "banner-slider" ? [b.slot] : [])))];
  const ids = [
    ...new Set(
      all.flatMap((b) => (b.kind === "product-carousel" && b.source.by === "ids" ? b.source.ids : [])),
    ),
  ];
  const filtered = all.filter((b) => b.kind === "product-carousel" && b.source.by === "filter");
  const city = ids.length > 0 || filtered.length > 0 ? await cityId() : 0;

  const [banners, cards, listings] = await Promise.all([
    slots.length > 0 ? listBanners(db, slots, now) : Promise.resolve(new Map<string, TCmsBanner[]>()),
    ids.length > 0 ? cardsByIds(db, ids, city) : Promise.resolve(new Map<number, TProductCard>()),
    Promise.all(
      filtered.map(async (block) => {
        if (block.kind !== "product-carousel" || block.source.by !== "filter") return [block, []] as const;
        const { category, filters, limit } = block.source;
        try {
          const listing = await listCategoryProducts(db, {
            slug: category,
            filters,
            sort: "popular",
            page: 1,
            perPage: 30,
            cityId: city,
          });
          return [block, listing.products.slice(0, limit)] as const;
        } catch {
          // an unknown category or filter (the catalogue changed): an empty carousel, not a broken page
          return [block, []] as const;
        }
      }),
    ),
  ]);
  const byBlock = new Map<TCmsStoredBlock, TProductCard[]>(listings.map(([b, p]) => [b, [...p]]));

  return pages.map((blocks) =>
    blocks.flatMap((block): TCmsBlock[] => {
      if (block.kind === "banner-slider") {
        const slides = banners.get(block.slot) ?? [];
        return slides.length > 0 ? [{ ...block, banners: slides }] : [];
      }
      if (block.kind === "product-carousel") {
        const products =
          block.source.by === "ids"
            ? block.source.ids.flatMap((id) => {
                const card = cards.get(id);
                return card ? [card] : [];
              })
            : (byBlock.get(block) ?? []);
        return products.length > 0 ? [{ ...block, products }] : [];
      }
      return [block];
    }),
  );
}

async function cardsByIds(
  db: TDb,
  ids: readonly number[],
  cityId: number,
): Promise<Map<number, TProductCard>> {
  const rows = await queryRows<TCardRow>(
    db,
    sql`select ${cardColumns(cityId)} from products p ${CARD_JOINS}
        where p.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((row) => [Number(row.id), toCard(row)]));
}
