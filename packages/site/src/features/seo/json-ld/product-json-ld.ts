import { ANALYTICS_CURRENCY } from "@optika/domain/constants";
import type { Product, WithContext } from "schema-dts";

export type TProductJsonLdInput = {
  readonly name: string;
  /** absolute URL of the product page */
  readonly url: string;
  readonly description?: string;
  /** absolute image URLs */
  readonly images: readonly string[];
  readonly sku: string;
  readonly brandName?: string | null;
  readonly categoryName?: string | null;
  /** kopecks */
  readonly price: number;
  /** in stock in the current city (or issued on demand, like certificates) */
  readonly isInStock: boolean;
  /** average rating and count, when reviews exist */
  readonly rating?: { readonly value: number; readonly count: number } | null;
};

/** Kopecks → "1990.00" (schema.org prices are decimal strings with a dot). */
function decimalRubles(kopecks: number): string {
  return (kopecks / 100).toFixed(2);
}

/**
 * schema.org `Product` with one `Offer`: price in RUB, availability in the current city,
 * and `AggregateRating` only when the product has reviews.
 */
export function productJsonLd(input: TProductJsonLdInput): WithContext<Product> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    url: input.url,
    sku: input.sku,
    ...(input.description ? { description: input.description } : {}),
    ...(input.images.length > 0 ? { image: [...input.images] } : {}),
    ...(input.brandName ? { brand: { "@type": "Brand", name: input.brandName } } : {}),
    ...(input.categoryName ? { category: input.categoryName } : {}),
    offers: {
      "@type": "Offer",
      url: input.url,
      price: decimalRubles(input.price),
      priceCurrency: ANALYTICS_CURRENCY,
      availability: input.isInStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
    ...(input.rating && input.rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Math.round(input.rating.value * 10) / 10,
            reviewCount: input.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
