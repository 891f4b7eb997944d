import type { TProduct } from "@optika/api-contract";
import { startTransition, useCallback, useEffect, useState } from "react";
import { purchaseProduct, type TPurchaseProduct } from "./purchase-product.ts";

export type TPurchaseProductState =
  | { state: "loading" }
  | { state: "error" }
  | { state: "ready"; product: TPurchaseProduct };

/**
 * GET /api/products/{id} in the browser (spec §7: quick-buy loads the product, then shows it):
 * the variant groups and every existing modification the cascade needs. The product page asks it
 * too, after hydration, so its HTML and loader data stay small.
 */
export function usePurchaseProduct(productId: number): TPurchaseProductState & { retry: () => void } {
  const [result, setResult] = useState<TPurchaseProductState>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks again
  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: "loading" });
    fetch(`/api/products/${productId}`, {
      signal: controller.signal,
      headers: { accept: "application/json" },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET /api/products/${productId}: ${response.status}`);
        const product = (await response.json()) as TProduct;
        // the cascade is a large render: as a transition React renders it in short slices, so
        // the phone stays responsive while the parameters appear (issue 7: total blocking time)
        startTransition(() => setResult({ state: "ready", product: purchaseProduct(product) }));
      })
      .catch(() => {
        if (!controller.signal.aborted) setResult({ state: "error" });
      });
    return () => controller.abort();
  }, [productId, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...result, retry };
}
