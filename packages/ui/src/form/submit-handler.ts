import type { FormEvent } from "react";

/** The form's submit: no page reload, and nothing while the submit button is disabled. */
export function submitUnlessDisabled(isDisabled: boolean, onSubmit: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    if (!isDisabled) onSubmit();
  };
}
