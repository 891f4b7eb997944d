import { MAX_WISHLIST_ITEMS } from "@optika/api-contract";

/** Russian texts of the wishlist's answers. */
export const wishlistMessages = {
  productNotFound: "Товар не найден",
  tooMany: `В избранном не может быть больше ${MAX_WISHLIST_ITEMS} товаров`,
} as const;
