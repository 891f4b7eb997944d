import type { TModificationsResponse } from "@optika/api-contract";
import { useCallback, useEffect, useState } from "react";
import {
  fetchModification,
  fetchPossibleValues,
  findModificationUrl,
  modificationVariantsUrl,
  type TChosen,
} from "./availability-api.ts";
import { choose, chosenKey, isComplete, nextGroup, openGroupIds } from "./parameter-choice.ts";
import type { TProductPageGroup } from "./product-page.ts";

/** The answer about the chosen set: pending, the API's answer, or a failed request. */
export type TChosenAvailability =
  | { state: "loading" }
  | { state: "ready"; answer: TModificationsResponse }
  | { state: "error" };

/**
 * The shopper's choice of parameters on the product page, and what the API says about it (asked
 * in the browser, only once something is chosen): the values of the next group that are still
 * possible (`modification-variants`; a single one is chosen by itself), and, once every required
 * group is chosen, the first modification in stock in the city's stores (`modifications`).
 */
export function useParameterChoice(productId: number, groups: readonly TProductPageGroup[], cityId: number) {
  const [chosen, setChosen] = useState<TChosen>([]);
  const [possible, setPossible] = useState<{ key: string; groupId: number; ids: Set<number> } | null>(null);
  const [result, setResult] = useState<{ key: string; value: TChosenAvailability } | null>(null);
  const key = chosenKey(chosen);
  const complete = isComplete(groups, chosen);

  useEffect(() => {
    const next = nextGroup(groups, chosen);
    if (chosen.length === 0 || !next) return;
    const controller = new AbortController();
    const ids = chosen.map(([, variantId]) => variantId);
    fetchPossibleValues(modificationVariantsUrl(productId, next.groupId, ids), controller.signal)
      .then((values) => {
        setPossible({ key, groupId: next.groupId, ids: new Set(values) });
        const only = values[0];
        if (values.length === 1 && only !== undefined && !next.isOptional) {
          setChosen((current) =>
            chosenKey(current) === key ? choose(groups, current, next.groupId, only) : current,
          );
        }
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [chosen, key, productId, groups]);

  useEffect(() => {
    if (!complete) return;
    const controller = new AbortController();
    setResult({ key, value: { state: "loading" } });
    fetchModification(findModificationUrl(productId, chosen, cityId), controller.signal)
      .then((answer) => setResult({ key, value: answer ? { state: "ready", answer } : { state: "error" } }))
      .catch(() => {
        if (!controller.signal.aborted) setResult({ key, value: { state: "error" } });
      });
    return () => controller.abort();
  }, [chosen, key, complete, productId, cityId]);

  const select = useCallback(
    (groupId: number, variantId: number) =>
      setChosen((current) => choose(groups, current, groupId, variantId)),
    [groups],
  );
  const reset = useCallback(() => setChosen([]), []);

  const shownPossible = possible?.key === key ? possible : null;
  return {
    chosen,
    open: openGroupIds(groups, chosen),
    /** a value of `groupId` that the chosen ones rule out */
    isRuledOut: (groupId: number, variantId: number) =>
      shownPossible?.groupId === groupId && !shownPossible.ids.has(variantId),
    availability: complete && result?.key === key ? result.value : null,
    select,
    reset,
  };
}

export type TParameterChoice = ReturnType<typeof useParameterChoice>;
