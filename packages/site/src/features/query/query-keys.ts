/** The shopper's queries (kept apart from their hooks so the shell can name them without loading the hooks). */
export const CART_QUERY_KEY = ["cart"] as const;
export const WISHLIST_QUERY_KEY = ["wishlist"] as const;
