import type { TCharacteristicGroup, TProduct, TVariantGroup } from "@optika/api-contract";
import { pluralRu } from "@optika/domain/language";
import { formatPricePerLens } from "@optika/domain/money";
import { CERTIFICATES_CATEGORY_SLUG, LENSES_CATEGORY_SLUG } from "../catalog/categories.ts";
import { productMessages as m } from "./messages.ts";

/** The characteristics group with the MyAcuvue promotion (shown as its own highlighted block). */
export const PROMO_GROUP_NAME = "Акции MyAcuvue";

export function splitCharacteristics(groups: readonly TCharacteristicGroup[]) {
  const promo = groups.filter((group) => group.name === PROMO_GROUP_NAME);
  const rest = groups.filter((group) => group.name !== PROMO_GROUP_NAME && group.characteristics.length > 0);
  return { promo, rest };
}

/** A readable title for a variant group: the API names some groups by their code. */
export function variantGroupTitle(group: Pick<TVariantGroup, "name" | "code">): string {
  return m.groupLabels[group.name] ?? m.groupLabels[group.code] ?? group.name;
}

/** Variant groups worth showing: real values only (id -1 'Недоступно' is a placeholder). */
export function visibleVariantGroups(groups: readonly TVariantGroup[]): TVariantGroup[] {
  return groups
    .map((group) => ({ ...group, variants: group.variants.filter((variant) => variant.id !== -1) }))
    .filter((group) => group.variants.length > 0);
}

/** Breadcrumb trail of a product: home, catalogue, its category, the product. */
export function productBreadcrumbs(product: { name: string; category: { name: string; slug: string } }) {
  return [
    { label: m.home, href: "/" },
    { label: m.catalog, href: "/catalog" },
    { label: product.category.name, href: `/catalog/${product.category.slug}` },
    { label: product.name },
  ];
}

/** A row of the characteristics table. */
export type TCharacteristicRow = { key: string; name: string; value: string };
export type TCharacteristicBlock = { key: string; title: string | null; rows: TCharacteristicRow[] };

const MANUFACTURER_SLUG = "manufacturer";

/** Values listed in one cell: '; ' between them when a value holds a comma itself ('8,5; 9,0'). */
function joinValues(values: readonly string[]): string {
  return values.join(values.some((value) => value.includes(",")) ? "; " : ", ");
}

/**
 * The characteristics table: one block per group (the main group untitled), each characteristic
 * once with its values joined. The product's manufacturer joins the first block only when no
 * group already lists it (the seed puts it into 'Характеристики').
 */
export function characteristicBlocks(
  groups: readonly TCharacteristicGroup[],
  manufacturer: string,
): TCharacteristicBlock[] {
  const blocks = groups.map<TCharacteristicBlock>((group) => ({
    key: group.slug,
    title: group.name === m.characteristics ? null : group.name,
    rows: group.characteristics.map((c) => ({
      key: c.slug,
      name: c.name,
      value: joinValues(c.values.map((value) => value.value)),
    })),
  }));
  const listsManufacturer = blocks.some((block) =>
    block.rows.some((row) => row.key === MANUFACTURER_SLUG || row.name === m.manufacturer),
  );
  if (manufacturer && !listsManufacturer) {
    const row = { key: MANUFACTURER_SLUG, name: m.manufacturer, value: manufacturer };
    const first = blocks[0];
    if (first) first.rows.push(row);
    else blocks.push({ key: MANUFACTURER_SLUG, title: null, rows: [row] });
  }
  return blocks.filter((block) => block.rows.length > 0);
}

/** The MyACUVUE offer of a lens: the members' price (as the API words it) and what it is. */
export type TLoyaltyOffer = { price: string | null; description: string | null };

/** The MyACUVUE group read as the loyalty programme's offer (not a price of the shop). */
export function loyaltyOffer(promo: readonly TCharacteristicGroup[]): TLoyaltyOffer | null {
  const characteristics = promo.flatMap((group) => group.characteristics);
  const textOf = (slug: string) =>
    characteristics
      .find((c) => c.slug === slug)
      ?.values.map((v) => v.value)
      .join(", ") || null;
  const offer = { price: textOf("promo_price"), description: textOf("promo_description") };
  return offer.price || offer.description ? offer : null;
}

const PACK_GROUP_CODE = "items_in_pack";
const WHOLE_NUMBER = /^\d{1,4}$/;

/**
 * Lenses in the pack the shown price is for: the pack of a modification priced at the product's
 * price, else the smallest pack offered; null for anything but lenses or without pack sizes.
 */
export function lensesInShownPack(
  product: Pick<TProduct, "category" | "price" | "variants" | "modifications">,
): number | null {
  if (product.category.slug !== LENSES_CATEGORY_SLUG) return null;
  const group = product.variants.find((g) => g.code === PACK_GROUP_CODE);
  if (!group) return null;
  const lensesById = new Map(
    group.variants.filter((v) => WHOLE_NUMBER.test(v.value)).map((v) => [v.id, Number(v.value)] as const),
  );
  if (lensesById.size === 0) return null;
  const atPrice = product.modifications
    .filter((mod) => mod.price === product.price)
    .flatMap((mod) => mod.variants.map((v) => lensesById.get(v.id) ?? 0))
    .filter((lenses) => lenses > 0);
  return Math.min(...(atPrice.length > 0 ? atPrice : [...lensesById.values()]));
}

/** "73 ₽ за линзу" and "в упаковке 30 линз" for a lens product, null for others. */
export function perLensPrice(product: Pick<TProduct, "category" | "price" | "variants" | "modifications">) {
  const lenses = lensesInShownPack(product);
  const text = lenses === null ? null : formatPricePerLens(product.price, lenses);
  if (lenses === null || text === null) return null;
  return { text, pack: m.lensesInPack(lenses, pluralRu(lenses, m.lensForms)) };
}

/** Gift certificates are issued, not stocked: no store quantities are shown for them. */
export function showsStoreStock(product: Pick<TProduct, "category">): boolean {
  return product.category.slug !== CERTIFICATES_CATEGORY_SLUG;
}
