import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

/**
 * A native `<dialog>` opened with showModal(): the browser traps focus, makes the rest of the page
 * inert and closes it on Escape; on close, focus returns to the element that opened it.
 */
export function useModalDialog(): {
  dialogRef: RefObject<HTMLDialogElement | null>;
  isOpen: boolean;
  open: (opener?: HTMLElement | null) => void;
  close: () => void;
} {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [isOpen, setOpen] = useState(false);

  const open = useCallback((opener?: HTMLElement | null) => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    openerRef.current =
      opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    dialog.showModal();
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    const dialog = dialogRef.current;
    if (dialog?.open) dialog.close();
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Escape (the browser's 'cancel'), close() and a form[method=dialog] all end in 'close'.
    const onClose = () => {
      setOpen(false);
      openerRef.current?.focus();
      openerRef.current = null;
    };
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    const previous = document.documentElement.style.overflow;
    document.documentElement.style.overflow = "hidden";
    return () => {
      document.documentElement.style.overflow = previous;
    };
  }, [isOpen]);

  return { dialogRef, isOpen, open, close };
}
