import type { TCategory } from "@optika/api-contract";
import type { TCardView } from "./card-product.ts";

/** What a category tile renders (a loader's view of the API's category). */
export type TCategoryTile = Pick<TCategory, "id" | "slug" | "name" | "kind" | "products_count">;

export function categoryTile({ id, slug, name, kind, products_count }: TCategory): TCategoryTile {
  return { id, slug, name, kind, products_count };
}

/** A section of popular products of one category (home, /lenses, /ochki). */
export type TPopularSection = { category: TCategoryTile; products: TCardView[] };
