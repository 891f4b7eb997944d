import type { TCmsBlock } from "@optika/api-contract";
import type { TCardView } from "../catalog/card-product.ts";

/** A block as the page renders it: carousels carry card views (what the product card shows), texts typographed. */
export type TCmsBlockView =
  | Exclude<TCmsBlock, { kind: "product-carousel" }>
  | (Omit<Extract<TCmsBlock, { kind: "product-carousel" }>, "products"> & { products: TCardView[] });

export type TCmsPageView = {
  id: number;
  path: string | null;
  title: string;
  seoTitle: string;
  seoDescription: string;
  isDraft: boolean;
  blocks: TCmsBlockView[];
};
