import type { TProduct } from "@optika/api-contract";
import {
  createOptionCascade,
  type TCascadeState,
  type TEyeMode,
  type TOptionGroup,
} from "@optika/domain/quick-buy";
import { variantGroupTitle, visibleVariantGroups } from "../product/product-view-model.ts";

export type TPurchaseGroup = {
  groupId: number;
  /** the variant group's code: 'sphere', 'cylinder', 'bundles'… (the cascade's optional groups go by it) */
  code: string;
  title: string;
  values: { id: number; label: string }[];
};

export type TPurchaseModification = {
  id: number;
  variantIds: readonly number[];
  /** units in the current city's stores */
  cityQuantity: number;
};

/** What quick-buy and the product page's purchase need of a product (from GET /products/{id}). */
export type TPurchaseProduct = {
  id: number;
  name: string;
  slug: string;
  url: string;
  manufacturer: string;
  groups: TPurchaseGroup[];
  modifications: TPurchaseModification[];
};

export function purchaseProduct(product: TProduct): TPurchaseProduct {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    url: product.url,
    manufacturer: product.manufacturer,
    groups: visibleVariantGroups(product.variants).map((group) => ({
      groupId: group.groupId,
      code: group.code,
      title: variantGroupTitle(group),
      values: group.variants.map((variant) => ({ id: variant.id, label: variant.label })),
    })),
    modifications: product.modifications.map((modification) => ({
      id: modification.id,
      variantIds: modification.variants.map((variant) => variant.id),
      cityQuantity: modification.quantity,
    })),
  };
}

/** The domain cascade over the product's groups (in order) and its existing modifications. */
export function purchaseCascade(product: TPurchaseProduct): TCascadeState {
  const groups: TOptionGroup[] = product.groups.map((group) => ({
    groupId: group.groupId,
    name: group.code,
    values: group.values,
  }));
  return createOptionCascade(
    groups,
    product.modifications.map((modification) => modification.variantIds),
  );
}

/** The modifications holding every one of the chosen variants. */
export function modificationsWith(
  product: TPurchaseProduct,
  variantIds: readonly number[],
): TPurchaseModification[] {
  return product.modifications.filter((modification) =>
    variantIds.every((id) => modification.variantIds.includes(id)),
  );
}

/** The eye of each set as the cart line's options: 'both' in 'same' mode, right then left in 'various'. */
export function eyeOf(mode: TEyeMode, set: number): "both" | "right" | "left" {
  if (mode === "same") return "both";
  return set === 0 ? "right" : "left";
}

/** "Сфера −2,50, Цилиндр −0,75…" of a set, for the request's message. */
export function describeSet(product: TPurchaseProduct, variantIds: readonly number[]): string {
  return product.groups
    .flatMap((group) => {
      const value = group.values.find((v) => variantIds.includes(v.id));
      return value ? [`${group.title}: ${value.label}`] : [];
    })
    .join(", ");
}
