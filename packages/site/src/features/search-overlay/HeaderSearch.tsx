import { lazy, Suspense } from "react";
import { useNavigate } from "react-router";

/**
 * The overlay, its live search and their CSS arrive only on the first click on the search icon
 * (issue 7's JS budget), through a one-line loader chunk so that no page carries their file list.
 */
const LiveSearchOverlay = lazy(() =>
  import("./load-live-search.ts")
    .then((loader) => loader.loadLiveSearchOverlay())
    .then((module) => ({ default: module.LiveSearchOverlay })),
);

/**
 * The header's search overlay, mounted after its first opening; Enter or the icon navigates on
 * the client to '/search?search={text}'.
 */
export function HeaderSearch({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const navigate = useNavigate();
  return (
    <Suspense fallback={null}>
      <LiveSearchOverlay isOpen={isOpen} onOpenChange={onOpenChange} onSearch={(href) => navigate(href)} />
    </Suspense>
  );
}
