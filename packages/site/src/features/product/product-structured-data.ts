import type { TProduct } from "@optika/api-contract";
import { buildImageUrl } from "@optika/domain/images";
import { productJsonLd } from "../seo/json-ld/product-json-ld.ts";
import { showsStoreStock } from "./product-view-model.ts";

/**
 * The product page's `Product` JSON-LD: price in RUB, in stock when a store of the current city
 * holds it (certificates are issued, so in stock unless withdrawn), gallery pictures on this host.
 */
export function productStructuredData(product: TProduct, origin: string) {
  const imageIds =
    product.images.length > 0 ? product.images.map((i) => i.id) : product.image_id ? [product.image_id] : [];
  const isInStock =
    !product.is_not_available && (showsStoreStock(product) ? product.availability.inCity : true);
  return productJsonLd({
    name: product.name,
    url: `${origin}${product.url}`,
    description: product.description || undefined,
    images: imageIds.map((id) => `${origin}${buildImageUrl(id, { width: 800, height: 800 })}`),
    sku: String(product.id),
    brandName: product.brand?.name,
    categoryName: product.category.name,
    price: product.price,
    isInStock,
  });
}
