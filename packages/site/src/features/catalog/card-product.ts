import type { TProductCard } from "@optika/api-contract";
import { buildImageSet } from "@optika/domain/images";
import { formatPricePerLens } from "@optika/domain/money";
import type { IProductCardProduct } from "@optika/ui";

/** Intrinsic size of a card's picture (it is square; shown at up to ~300 CSS px). */
export const CARD_IMAGE_SIZE = 300;

/** The card's width in the grid (ProductGrid: 2 columns on phones, 3 from 768 px, 4 from 1280 px). */
export const CARD_IMAGE_SIZES = "(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw";

/** What a product card renders, and nothing else (a loader's view of the API's listing item). */
export type TCardView = {
  id: number;
  /** for quick-buy (products with modifications open it instead of adding from the card) */
  slug: string;
  hasModifications: boolean;
  name: string;
  url: string;
  imageId: number | null;
  /** kopecks */
  price: number;
  priceOld: number | null;
  brandName: string | null;
  bonusValue: number;
  isAvailable: boolean;
  /** "73 ₽ за линзу" for lenses */
  unitPrice: string | null;
};

export function cardView(product: TProductCard): TCardView {
  return {
    id: product.id,
    slug: product.slug,
    hasModifications: product.hasModifications,
    name: product.name,
    url: product.url,
    imageId: product.image_id,
    price: product.price,
    priceOld: product.price_old,
    brandName: product.brand?.name ?? null,
    bonusValue: product.bonus_value,
    isAvailable: !product.is_not_available,
    unitPrice: product.lenses_in_pack ? formatPricePerLens(product.price, product.lenses_in_pack) : null,
  };
}

/** The kit's card shape: the view plus its picture (AVIF/WebP sources, JPEG fallback). */
export function toCardProduct(card: TCardView): IProductCardProduct {
  const image = card.imageId === null ? null : buildImageSet(card.imageId);
  const { imageId: _, slug: _slug, hasModifications: _mods, ...rest } = card;
  return { ...rest, imageUrl: image?.src ?? null, ...(image ? { imageSources: image.sources } : {}) };
}
