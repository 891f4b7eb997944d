import { WishlistToggle } from "@optika/ui";
import { useCardShopper } from "../catalog/card-shopper-state.tsx";

/** The heart of a product card: saved state from the list's wishlist, toggled optimistically. */
export function CardWishlistToggle({ productId, name }: { productId: number; name: string }) {
  const { savedIds, toggleWishlist } = useCardShopper();
  const isActive = savedIds.has(productId);
  return (
    <WishlistToggle
      isActive={isActive}
      itemName={name}
      onToggle={() => toggleWishlist(productId, !isActive)}
    />
  );
}
