import type { TProductCard } from "@optika/api-contract";
import { ProductCard, ProductGrid } from "@optika/ui";
import { useImageFormat } from "../layout/use-layout.ts";
import { toCardProduct } from "./card-product.ts";

/** Product cards of a listing in the kit's grid. */
export function ProductList({
  products,
  label,
  headingLevel = 2,
}: {
  products: readonly TProductCard[];
  label: string;
  headingLevel?: 2 | 3;
}) {
  const format = useImageFormat();
  return (
    <ProductGrid aria-label={label}>
      {products.map((product) => (
        <ProductCard key={product.id} product={toCardProduct(product, format)} headingLevel={headingLevel} />
      ))}
    </ProductGrid>
  );
}
