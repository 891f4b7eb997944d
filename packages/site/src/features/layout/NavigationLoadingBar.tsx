import { TIMINGS_MS } from "@optika/domain/constants";
import { LoadingBar, useLoadingProgress } from "@optika/ui";
import { useNavigation } from "react-router";

const TIMING = { throttleMs: TIMINGS_MS.loadingBarThrottle, durationMs: TIMINGS_MS.loadingBarDuration };

/** The loading bar while React Router loads the next page: after 200 ms, filling over up to 5000 ms. */
export function NavigationLoadingBar() {
  const isLoading = useNavigation().state !== "idle";
  const { isVisible, progress } = useLoadingProgress(isLoading, TIMING);
  return <LoadingBar isVisible={isVisible} progress={progress} />;
}
