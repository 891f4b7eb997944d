/**
 * Legacy URL table of shared/spec/NOTES.md, as data. All are 301 and keep the query string.
 * - `prefix`: `from` itself and everything under it; the rest after `from` is appended to `to`.
 * - `section`: `from` itself and everything under it go to `to` (the rest is dropped).
 * - `under`: only paths strictly under `from` go to `to` (`from` itself is a live page).
 * - `exact`: only `from` itself.
 * Dynamic rules (old service slugs, product slugs with an article number) live in the resolver.
 */
export type TLegacyRedirectRule = {
  readonly kind: "prefix" | "section" | "under" | "exact";
  readonly from: string;
  readonly to: string;
};

export const LEGACY_REDIRECT_TABLE: readonly TLegacyRedirectRule[] = [
  { kind: "prefix", from: "/opravy", to: "/catalog/opravy" },
  { kind: "prefix", from: "/linzy", to: "/catalog/linzy" },
  { kind: "prefix", from: "/sredstva", to: "/catalog/aksessuary" },
  { kind: "prefix", from: "/solntsezashitnye-ochki", to: "/catalog/solncezashchitnye-ochki" },
  { kind: "under", from: "/acuvue", to: "/acuvue" },
  { kind: "section", from: "/discounts", to: "/klientam/discounts" },
  { kind: "section", from: "/company/vrachi", to: "/specialists" },
  { kind: "section", from: "/salony-optiki", to: "/kontakty" },
  { kind: "section", from: "/remont-ochkov", to: "/zapis" },
  { kind: "section", from: "/cart-old", to: "/cart" },
  { kind: "section", from: "/cart_old", to: "/cart" },
  { kind: "exact", from: "/cart/checkout", to: "/checkout" },
  // Old promotion URLs → /aktsii/{slug}.
  { kind: "prefix", from: "/akcii", to: "/aktsii" },
  { kind: "prefix", from: "/akczii", to: "/aktsii" },
  { kind: "prefix", from: "/promo", to: "/aktsii" },
  { kind: "prefix", from: "/actions", to: "/aktsii" },
];

/** Target of the first matching table rule for a canonical pathname, or undefined. */
export function matchLegacyRedirectTable(
  pathname: string,
  table: readonly TLegacyRedirectRule[] = LEGACY_REDIRECT_TABLE,
): string | undefined {
  for (const rule of table) {
    const isSelf = pathname === rule.from;
    const isUnder = pathname.startsWith(`${rule.from}/`);
    if (rule.kind === "exact" && isSelf) return rule.to;
    if (rule.kind === "under" && isUnder) return rule.to;
    if (rule.kind === "section" && (isSelf || isUnder)) return rule.to;
    if (rule.kind === "prefix" && (isSelf || isUnder)) return rule.to + pathname.slice(rule.from.length);
  }
  return undefined;
}
