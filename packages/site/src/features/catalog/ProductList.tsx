import { ProductCard, ProductGrid } from "@optika/ui";
import { CARD_IMAGE_SIZE, CARD_IMAGE_SIZES, type TCardView, toCardProduct } from "./card-product.ts";

/**
 * Product cards of a listing in the kit's grid. `priorityCount`: the first cards are in the first
 * screen (a listing page): their pictures load at once with high priority; the others lazily.
 */
export function ProductList({
  products,
  label,
  headingLevel = 2,
  priorityCount = 0,
}: {
  products: readonly TCardView[];
  label: string;
  headingLevel?: 2 | 3;
  priorityCount?: number;
}) {
  return (
    <ProductGrid aria-label={label}>
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={toCardProduct(product)}
          headingLevel={headingLevel}
          imageSize={CARD_IMAGE_SIZE}
          imageSizes={CARD_IMAGE_SIZES}
          isPriority={index < priorityCount}
        />
      ))}
    </ProductGrid>
  );
}
