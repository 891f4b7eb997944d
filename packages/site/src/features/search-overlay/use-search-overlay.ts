import { useCallback, useState } from "react";

/** Open state of the search overlay; `isMounted` stays true after the first opening (lazy chunk loaded once). */
export function useSearchOverlay() {
  const [isOpen, setOpen] = useState(false);
  const [isMounted, setMounted] = useState(false);
  const open = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  return { isOpen, isMounted, open, setOpen };
}
