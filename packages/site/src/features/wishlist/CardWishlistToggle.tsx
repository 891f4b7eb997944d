import { WishlistToggle } from "@optika/ui";
import { isSaved, useToggleWishlist, useWishlist } from "./wishlist-queries.ts";

/** The heart of a product card: saved state from the wishlist, toggled optimistically. */
export function CardWishlistToggle({ productId, name }: { productId: number; name: string }) {
  const wishlist = useWishlist();
  const toggle = useToggleWishlist();
  const isActive = isSaved(wishlist.data, productId);
  return (
    <WishlistToggle
      isActive={isActive}
      itemName={name}
      onToggle={() => toggle.mutate({ product_id: productId, save: !isActive })}
    />
  );
}
