import { optionCascadeReducer, type TCascadeState } from "@optika/domain/quick-buy";
import { purchaseCascade, type TPurchaseGroup, type TPurchaseProduct } from "./purchase-product.ts";

/** One fitted option, e.g. { group: 'Оптическая сила (Сфера)', value: '-2.50' }. */
export type TPresetParameter = { group: string; value: string };
/** The options to start quick-buy with, per eye (a MyACUVUE fitting: right, then left). */
export type TPurchasePreset = readonly (readonly TPresetParameter[])[];

const normalise = (text: string) => text.trim().toLowerCase().replace(",", ".");

function sameGroup(group: TPurchaseGroup, name: string): boolean {
  const wanted = normalise(name);
  return [group.title, group.code].some((known) => normalise(known) === wanted);
}

function sameValue(label: string, value: string): boolean {
  if (normalise(label) === normalise(value)) return true;
  const a = Number(normalise(label));
  const b = Number(normalise(value));
  return Number.isFinite(a) && Number.isFinite(b) && a === b;
}

const keyOf = (parameters: readonly TPresetParameter[]) =>
  parameters.map((p) => `${normalise(p.group)}=${normalise(p.value)}`).join("|");

/**
 * The cascade with a preset chosen: two different eyes open the 'various' mode; each eye's options
 * are selected in the groups' order where the product has them (an unknown group or value is left
 * for the shopper, and the cascade drops what no longer leads to a modification).
 */
export function presetCascade(product: TPurchaseProduct, preset: TPurchasePreset | undefined): TCascadeState {
  let state = purchaseCascade(product);
  const eyes = (preset ?? []).filter((parameters) => parameters.length > 0);
  if (eyes.length === 0) return state;
  const sets =
    eyes.length > 1 && keyOf(eyes[0] ?? []) !== keyOf(eyes[1] ?? []) ? eyes.slice(0, 2) : eyes.slice(0, 1);
  if (sets.length === 2) state = optionCascadeReducer(state, { type: "setEyeMode", mode: "various" });
  sets.forEach((parameters, set) => {
    for (const group of product.groups) {
      const parameter = parameters.find((p) => sameGroup(group, p.group));
      const value = parameter ? group.values.find((v) => sameValue(v.label, parameter.value)) : undefined;
      if (value)
        state = optionCascadeReducer(state, {
          type: "select",
          set,
          groupId: group.groupId,
          variantId: value.id,
        });
    }
  });
  return state;
}
