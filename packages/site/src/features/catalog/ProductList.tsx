import { ProductCard, ProductGrid } from "@optika/ui";
import { CardCartActions } from "../cart/CardCartActions.tsx";
import { CardLoyaltyLabel } from "../cart/CardLoyaltyLabel.tsx";
import { HydrationStep } from "../layout/HydrationStep.tsx";
import { SiteQueryProvider } from "../query/SiteQueryProvider.tsx";
import { CardWishlistToggle } from "../wishlist/CardWishlistToggle.tsx";
import { CARD_IMAGE_SIZE, CARD_IMAGE_SIZES, type TCardView, toCardProduct } from "./card-product.ts";
import { CardShopperProvider } from "./card-shopper-state.tsx";

/** Cards hydrated with the page; each further card hydrates in a step of its own (HydrationStep). */
const FIRST_STEP_CARDS = 4;

/**
 * Product cards of a listing in the kit's grid, each with the wishlist heart, the loyalty label slot
 * and the cart's actions (counter or quick-buy). `priorityCount`: the first cards are in the first
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
  const card = (product: TCardView, index: number) => (
    <ProductCard
      key={product.id}
      product={toCardProduct(product)}
      headingLevel={headingLevel}
      imageSize={CARD_IMAGE_SIZE}
      imageSizes={CARD_IMAGE_SIZES}
      isPriority={index < priorityCount}
      flags={<CardLoyaltyLabel brandName={product.brandName} />}
      corner={<CardWishlistToggle productId={product.id} name={product.name} />}
      footer={<CardCartActions product={product} />}
    />
  );
  const first = Math.max(priorityCount, FIRST_STEP_CARDS);
  return (
    <SiteQueryProvider>
      <CardShopperProvider needsCart={products.some((product) => !product.hasModifications)}>
        <ProductGrid aria-label={label}>
          {products.map((product, index) =>
            index < first ? (
              card(product, index)
            ) : (
              <HydrationStep key={product.id}>{card(product, index)}</HydrationStep>
            ),
          )}
        </ProductGrid>
      </CardShopperProvider>
    </SiteQueryProvider>
  );
}
