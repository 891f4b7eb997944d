import { useLayoutEffect, useRef } from "react";

/**
 * Focus back to whatever had it when a dialog opened without a Radix Trigger (a header button, a
 * card's picture, a popup loaded on first use): Radix would leave it on the page's body. The
 * opener is read before the dialog's focus scope (a passive effect) moves focus inside; the
 * returned handler is the dialog content's `onCloseAutoFocus`. An opener gone from the page
 * leaves Radix's default.
 */
export function useOpenerFocus(isOpen: boolean): (event: Event) => void {
  const openerRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (isOpen && document.activeElement instanceof HTMLElement) openerRef.current = document.activeElement;
  }, [isOpen]);
  return (event) => {
    const opener = openerRef.current;
    if (opener?.isConnected && opener !== document.body) {
      event.preventDefault();
      opener.focus();
    }
  };
}
