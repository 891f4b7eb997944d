import { lazy, Suspense } from "react";
import { useNavigate } from "react-router";

/**
 * The overlay, its live search and their CSS arrive only on the first click on the search icon
 * (issue 7's JS budget): a chunk of its own.
 */
const LiveSearchOverlay = lazy(() =>
  import("./LiveSearchOverlay.tsx").then((module) => ({ default: module.LiveSearchOverlay })),
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
