/** Where the MyACUVUE profile lives. */
export const MY_ACUVUE_PATH = "/profile/my-acuvue";

/**
 * After the MyACUVUE sign-in (spec §4): the cart reloads (its prices and the voucher change for a
 * member); anywhere else the shopper goes to the MyACUVUE profile.
 */
export function afterLoyaltySignIn(pathname: string): "reload" | { go: string } {
  return pathname === "/cart" ? "reload" : { go: MY_ACUVUE_PATH };
}
