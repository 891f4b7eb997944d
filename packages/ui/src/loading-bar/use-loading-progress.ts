import { useEffect, useRef, useState } from "react";
import { estimatedProgress } from "./loading-progress.ts";

/** How often the bar's width is recomputed while loading. */
const TICK_MS = 100;
/** How long the full bar stays after loading ends. */
const FINISH_MS = 300;

export interface ILoadingProgress {
  isVisible: boolean;
  /** 0–100. */
  progress: number;
}

/**
 * The loading bar's state for a loading flag: nothing shows for loads shorter than `throttleMs`;
 * after that the bar grows towards `durationMs` (see `estimatedProgress`) and, when loading ends,
 * fills to 100 and disappears.
 */
export function useLoadingProgress(
  isLoading: boolean,
  { throttleMs, durationMs }: { throttleMs: number; durationMs: number },
): ILoadingProgress {
  const [state, setState] = useState<ILoadingProgress>({ isVisible: false, progress: 0 });
  const shownRef = useRef(false);

  useEffect(() => {
    if (!isLoading) {
      if (!shownRef.current) return;
      setState({ isVisible: true, progress: 100 });
      const hide = setTimeout(() => {
        shownRef.current = false;
        setState({ isVisible: false, progress: 0 });
      }, FINISH_MS);
      return () => clearTimeout(hide);
    }
    let tick: ReturnType<typeof setInterval> | undefined;
    const startedAt = Date.now();
    const show = setTimeout(() => {
      shownRef.current = true;
      const update = () =>
        setState({ isVisible: true, progress: estimatedProgress(Date.now() - startedAt, durationMs) });
      update();
      tick = setInterval(update, TICK_MS);
    }, throttleMs);
    return () => {
      clearTimeout(show);
      clearInterval(tick);
    };
  }, [isLoading, throttleMs, durationMs]);

  return state;
}
