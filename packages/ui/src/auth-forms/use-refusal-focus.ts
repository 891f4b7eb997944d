import { type RefObject, useEffect, useRef } from "react";

/**
 * After a submit the form refuses — a field's error appears, from the form's own check or from the
 * server's answer — puts the caret in the first field marked invalid, as the site's other forms do:
 * the focus stayed on the submit button, and a phone's keyboard had to be called up by a tap on the
 * field. Waits while the form is busy, and never takes the caret from a field the shopper is in.
 * Returns what the form's submit calls.
 */
export function useRefusalFocus(form: RefObject<HTMLFormElement | null>, isLoading: boolean): () => void {
  const isAwaited = useRef(false);
  useEffect(() => {
    if (!isAwaited.current || isLoading) return;
    isAwaited.current = false;
    const active = document.activeElement;
    if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
  return () => {
    isAwaited.current = true;
  };
}
