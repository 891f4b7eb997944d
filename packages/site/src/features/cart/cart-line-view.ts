import type { TCartItem } from "@optika/api-contract";
import { EYE_LABELS, VARIANT_LABELS } from "./messages.ts";

export type TLineParameter = { label: string; value: string };

/** A line's parameters in the order of the modification's groups, labelled in Russian. */
export function lineParameters(item: Pick<TCartItem, "modification">): TLineParameter[] {
  return item.modification.variants.map((variant) => ({
    label: VARIANT_LABELS[variant.code] ?? variant.group,
    value: variant.label || variant.value,
  }));
}

/** 'Правый глаз' / 'Левый глаз' / 'Оба глаза' for a line chosen per eye; null otherwise. */
export function lineEyeLabel(item: Pick<TCartItem, "options">): string | null {
  const eye = item.options.eye;
  return typeof eye === "string" ? (EYE_LABELS[eye] ?? null) : null;
}
