import type { TCharacteristicGroup, TProduct, TVariantGroup } from "@optika/api-contract";
import { productMessages as m } from "./messages";

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
export function productBreadcrumbs(product: Pick<TProduct, "name" | "category">) {
  return [
    { label: m.home, href: "/" },
    { label: m.catalog, href: "/catalog" },
    { label: product.category.name, href: `/catalog/${product.category.slug}` },
    { label: product.name },
  ];
}
