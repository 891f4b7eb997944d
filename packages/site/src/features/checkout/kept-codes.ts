/*
 * The promo code and the gift certificate a shopper applied on /checkout, kept for the tab
 * (sessionStorage) so that a reload of the page does not lose them. Only the codes are kept, never a
 * discount: the page applies a kept code again through the same check (`POST /checkout/promo`,
 * `/checkout/certificate`), so a code that has expired or no longer suits the cart meanwhile is shown
 * with the server's reason, as if typed again, and forgotten. A placed order forgets both.
 */

export type TCodeKind = "promo" | "certificate";

const KEYS: Record<TCodeKind, string> = {
  promo: "checkout.promo-code",
  certificate: "checkout.certificate-code",
};

/** The code fields' maxLength: anything longer is not a code of ours. */
const CODE_MAX = 64;

type TStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The tab's sessionStorage, or null where there is none (the server) or it refuses (privacy modes). */
function tabStorage(): TStorage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The kept code of a kind, or null. */
export function keptCode(kind: TCodeKind, storage: TStorage | null = tabStorage()): string | null {
  try {
    const code = storage?.getItem(KEYS[kind])?.trim() ?? "";
    return code !== "" && code.length <= CODE_MAX ? code : null;
  } catch {
    return null;
  }
}

/** Keeps `code` as the applied one of its kind (null: forgets it). A storage that refuses keeps nothing. */
export function keepCode(
  kind: TCodeKind,
  code: string | null,
  storage: TStorage | null = tabStorage(),
): void {
  try {
    if (code === null || code.trim() === "") storage?.removeItem(KEYS[kind]);
    else storage?.setItem(KEYS[kind], code.trim());
  } catch {
    // full or refused: the code is simply not kept
  }
}
