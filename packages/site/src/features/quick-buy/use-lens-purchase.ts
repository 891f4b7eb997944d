import {
  optionCascadeReducer,
  optionCascadeView,
  type TEyeMode,
  type TGroupView,
  UNAVAILABLE_OPTION,
  validateOptionCascade,
} from "@optika/domain/quick-buy";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import type { TChosen } from "../product/availability-api.ts";
import { presetCascade, type TPurchasePreset } from "./preset-cascade.ts";
import type { TPurchaseProduct } from "./purchase-product.ts";
import { fetchSetAvailability, type TSetAvailability } from "./set-availability.ts";

/** Chosen pairs of a set in group order (unavailable groups left out): the API's `v[g]=v`. */
function chosenOf(views: readonly TGroupView[]): TChosen {
  return views.flatMap((view) =>
    view.selectedId === null || view.selectedId === UNAVAILABLE_OPTION.id
      ? []
      : [[view.groupId, view.selectedId] as const],
  );
}

/** Every required group of the set is chosen. */
function isComplete(views: readonly TGroupView[]): boolean {
  return views.every((view) => !view.isRequired || view.selectedId !== null);
}

export type TPurchaseSet = {
  index: number;
  views: readonly TGroupView[];
  chosen: TChosen;
  isComplete: boolean;
  /** null while the set is not complete */
  availability: TSetAvailability | null;
};

/**
 * The lens purchase's state (quick-buy and the product page alike): the domain's option cascade
 * (eye mode, groups in order, one set per eye), the stock of each complete set from the API, and
 * the groups to mark 'Обязательно к заполнению' after a refused add.
 */
export function useLensPurchase(product: TPurchaseProduct, cityId: number, preset?: TPurchasePreset) {
  const [state, dispatch] = useReducer(optionCascadeReducer, product, (p) => presetCascade(p, preset));
  const [missing, setMissing] = useState<readonly { set: number; groupId: number }[]>([]);
  const [answers, setAnswers] = useState<Record<string, TSetAvailability>>({});

  const sets = useMemo<TPurchaseSet[]>(
    () =>
      state.sets.map((_, index) => {
        const views = optionCascadeView(state, index);
        const chosen = chosenOf(views);
        const complete = isComplete(views);
        const key = keyOf(chosen);
        return {
          index,
          views,
          chosen,
          isComplete: complete,
          availability: complete ? (answers[key] ?? { state: "loading" }) : null,
        };
      }),
    [state, answers],
  );

  // complete sets the API has not answered about yet (each asked once; answers only grow)
  const pending = sets
    .filter((set) => set.isComplete && !answers[keyOf(set.chosen)])
    .map((set) => keyOf(set.chosen))
    .join("|");
  const inFlight = useRef(new Set<string>());
  useEffect(() => {
    if (pending === "") return;
    for (const key of pending.split("|")) {
      if (inFlight.current.has(key)) continue;
      inFlight.current.add(key);
      // not aborted when the choice moves on: the answer is kept for coming back to the same set
      fetchSetAvailability(product, chosenOfKey(key), cityId, new AbortController().signal)
        .catch((): TSetAvailability => ({ state: "error" }))
        .then((availability) => {
          inFlight.current.delete(key);
          setAnswers((current) => ({ ...current, [key]: availability }));
        });
    }
  }, [pending, product, cityId]);

  const select = useCallback((set: number, groupId: number, variantId: number) => {
    dispatch({ type: "select", set, groupId, variantId });
    setMissing((current) => current.filter((mark) => !(mark.set === set && mark.groupId === groupId)));
  }, []);
  const setEyeMode = useCallback((mode: TEyeMode) => {
    dispatch({ type: "setEyeMode", mode });
    setMissing([]);
  }, []);

  /** Before adding: the domain's validation; marks the missing groups when it fails. */
  const validate = useCallback(() => {
    const result = validateOptionCascade(state);
    setMissing(result.ok ? [] : result.missing);
    return result;
  }, [state]);

  // a mark stands while its group is empty: a value the cascade chose by itself (the single one
  // left) clears it as a click does
  const isMissing = useCallback(
    (set: number, groupId: number) =>
      missing.some((mark) => mark.set === set && mark.groupId === groupId) &&
      sets[set]?.views.find((view) => view.groupId === groupId)?.selectedId === null,
    [missing, sets],
  );

  return { state, eyeMode: state.eyeMode, sets, select, setEyeMode, validate, isMissing, missing };
}

function keyOf(chosen: TChosen): string {
  return chosen.map(([groupId, variantId]) => `${groupId}:${variantId}`).join(",");
}

function chosenOfKey(key: string): TChosen {
  return key.split(",").map((pair) => {
    const [groupId, variantId] = pair.split(":").map(Number);
    return [groupId ?? 0, variantId ?? 0] as const;
  });
}
