import { lazy, type ReactNode, Suspense, useCallback, useState } from "react";

// The modal, Radix and the form arrive in a chunk of their own, on the first open (issue 7's budget).
const CooperationModal = lazy(() => import("./CooperationModal.tsx"));

/**
 * The cooperation enquiry for the shell: `open` for the footer's opener, `dialog` to render once
 * in the layout. Nothing of the modal is loaded until the first `open()`.
 */
export function useCooperationDialog(): { open: () => void; dialog: ReactNode } {
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const open = useCallback(() => {
    setHasOpened(true);
    setOpen(true);
  }, []);
  const dialog = hasOpened ? (
    <Suspense fallback={null}>
      <CooperationModal isOpen={isOpen} onOpenChange={setOpen} />
    </Suspense>
  ) : null;
  return { open, dialog };
}
