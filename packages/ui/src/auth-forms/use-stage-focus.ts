import { useEffect, useRef } from "react";

/**
 * Puts the caret in the field of a sign-in form's new stage: the code after 'Запросить код', the
 * phone after 'Изменить номер'. The button that moved the form on is gone or disabled by then, and
 * the focus would fall to the dialog, so a shopper on a phone had to find and tap the field first.
 * Not on the first render: an opening dialog focuses its close button, and a phone's keyboard
 * should not cover the form before the shopper asks for it.
 */
export function useStageFocus(stage: number, fieldIdOf: (stage: number) => string): void {
  const shown = useRef(stage);
  useEffect(() => {
    if (shown.current === stage) return;
    shown.current = stage;
    document.getElementById(fieldIdOf(stage))?.focus();
  });
}
