import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from "react";

import type { TPurchasePreset } from "./preset-cascade.ts";

// The popup, Radix dialog and the cascade's view arrive in a chunk of their own on the first open
// (the JS budget: no page preloads a dialog library).
const QuickBuyDialog = lazy(() => import("./QuickBuyDialog.tsx"));

/** The product quick-buy opens for (a listing card knows these three). */
export type TQuickBuyTarget = {
  productId: number;
  slug: string;
  name: string;
  /** options chosen from the start (a MyACUVUE fitting's reorder) */
  preset?: TPurchasePreset;
};

export type TQuickBuyApi = {
  /** Opens the quick-buy popup for a product with modifications (spec §4). */
  open(target: TQuickBuyTarget): void;
};

const QuickBuyContext = createContext<TQuickBuyApi>({ open: () => {} });

/** The opener of the one quick-buy popup (listing cards, search results, recommendations). */
export function useQuickBuy(): TQuickBuyApi {
  return useContext(QuickBuyContext);
}

/**
 * Owns the one quick-buy popup of the page (mounted by `SiteShell`). Nothing of the popup is
 * loaded until the first `open()`.
 */
export function QuickBuyProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<TQuickBuyTarget | null>(null);
  const [isOpen, setOpen] = useState(false);
  const open = useCallback((next: TQuickBuyTarget) => {
    setTarget(next);
    setOpen(true);
  }, []);
  const api = useMemo<TQuickBuyApi>(() => ({ open }), [open]);
  return (
    <QuickBuyContext.Provider value={api}>
      {children}
      {target ? (
        <Suspense fallback={null}>
          <QuickBuyDialog key={target.productId} target={target} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </QuickBuyContext.Provider>
  );
}
