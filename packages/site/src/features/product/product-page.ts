import type { TProduct } from "@optika/api-contract";
import { productDescription } from "./product-meta.ts";
import {
  characteristicBlocks,
  loyaltyOffer,
  perLensPrice,
  showsStoreStock,
  splitCharacteristics,
  type TCharacteristicBlock,
  type TLoyaltyOffer,
  variantGroupTitle,
  visibleVariantGroups,
} from "./product-view-model.ts";

/** A parameter group as the page shows it: its title and its real values (no 'Недоступно'). */
export type TProductPageGroup = {
  groupId: number;
  title: string;
  /** may stay unchosen (bundles) */
  isOptional: boolean;
  values: { id: number; label: string }[];
};

/** A store of the current city holding the product. */
export type TProductPageStore = { id: number; name: string; address: string; quantity: number };

/**
 * What a product page renders, and nothing else: no modification list (the availability of a
 * chosen set of parameters is asked in the browser, see use-chosen-availability.ts), no API
 * field the page does not show. Built by the loader from the API's product.
 */
export type TProductPage = {
  id: number;
  name: string;
  url: string;
  /** kopecks */
  price: number;
  priceOld: number | null;
  brandName: string | null;
  category: { name: string; slug: string };
  images: { id: number; alt: string }[];
  isNotAvailable: boolean;
  bonus: number;
  perLens: { text: string; pack: string } | null;
  offer: TLoyaltyOffer | null;
  /** false for gift certificates (issued, not stocked) */
  showsStock: boolean;
  /** stores of the current city with the product in stock */
  stores: TProductPageStore[];
  groups: TProductPageGroup[];
  description: string;
  characteristics: TCharacteristicBlock[];
  /** the page's meta description */
  metaDescription: string;
};

const OPTIONAL_GROUP_CODES: readonly string[] = ["bundles"];

export function productPage(product: TProduct): TProductPage {
  const { promo, rest } = splitCharacteristics(product.characteristics);
  const images =
    product.images.length > 0
      ? product.images
      : product.image_id
        ? [{ id: product.image_id, alt: product.name }]
        : [];
  return {
    id: product.id,
    name: product.name,
    url: product.url,
    price: product.price,
    priceOld: product.price_old,
    brandName: product.brand?.name ?? null,
    category: { name: product.category.name, slug: product.category.slug },
    images: images.map((image) => ({ id: image.id, alt: image.alt || product.name })),
    isNotAvailable: product.is_not_available,
    bonus: product.bonus_value,
    perLens: perLensPrice(product),
    offer: loyaltyOffer(promo),
    showsStock: showsStoreStock(product),
    stores: product.availability.inCity
      ? product.availability.stores
          .filter((store) => store.quantity > 0)
          .map(({ id, name, address, quantity }) => ({ id, name, address, quantity }))
      : [],
    groups: visibleVariantGroups(product.variants).map((group) => ({
      groupId: group.groupId,
      title: variantGroupTitle(group),
      isOptional: OPTIONAL_GROUP_CODES.includes(group.code),
      values: group.variants.map((variant) => ({ id: variant.id, label: variant.label })),
    })),
    description: product.description,
    characteristics: characteristicBlocks(rest, product.manufacturer),
    metaDescription: productDescription(product),
  };
}
