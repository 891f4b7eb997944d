import { useEffect, useState } from "react";
import type { TCityModalLayout } from "./types.ts";

/** Below this width the region and city lists are two stages instead of two columns. */
export const CITY_MODAL_COLUMNS_QUERY = "(min-width: 768px)";

/** true when the lists are shown as two stages (the layout prop, or the viewport for "auto"). */
export function useStagesLayout(layout: TCityModalLayout): boolean {
  const [isWide, setWide] = useState(() =>
    typeof window === "undefined" || typeof window.matchMedia !== "function"
      ? true
      : window.matchMedia(CITY_MODAL_COLUMNS_QUERY).matches,
  );
  useEffect(() => {
    if (layout !== "auto" || typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(CITY_MODAL_COLUMNS_QUERY);
    const onChange = () => setWide(query.matches);
    onChange();
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [layout]);
  return layout === "stages" || (layout === "auto" && !isWide);
}
