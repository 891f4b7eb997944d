import type { TProductCard } from "@optika/api-contract";
import { buildImageUrl } from "@optika/domain/images";
import { formatPricePerLens } from "@optika/domain/money";
import type { IProductCardProduct } from "@optika/ui";

/** Pixel size of listing pictures: the card shows them at up to ~300 CSS px. */
export const CARD_IMAGE_SIZE = 480;

/** The kit's card shape from the API's listing item. */
export function toCardProduct(product: TProductCard, format: "webp" | "jpg"): IProductCardProduct {
  return {
    id: product.id,
    name: product.name,
    url: product.url,
    imageUrl:
      product.image_id === null
        ? null
        : buildImageUrl(product.image_id, {
            width: CARD_IMAGE_SIZE,
            height: CARD_IMAGE_SIZE,
            fit: "contain",
            format,
          }),
    price: product.price,
    priceOld: product.price_old,
    brandName: product.brand?.name ?? null,
    bonusValue: product.bonus_value,
    isAvailable: !product.is_not_available,
    unitPrice: product.lenses_in_pack ? formatPricePerLens(product.price, product.lenses_in_pack) : null,
  };
}
