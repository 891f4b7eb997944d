import { lazy, Suspense } from "react";
import { useNavigate } from "react-router";

/** Radix dialog, its CSS and the form arrive only on the first click on the search icon (issue 7's JS budget). */
const SearchOverlay = lazy(() =>
  import("@optika/ui/search-overlay").then((module) => ({ default: module.SearchOverlay })),
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
      <SearchOverlay isOpen={isOpen} onOpenChange={onOpenChange} onSearch={(href) => navigate(href)} />
    </Suspense>
  );
}
