import { type FormEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { showSuggestionSent } from "../notifications/notification-store.ts";
import styles from "./reviews.module.css";
import type { TFormAnswer, TFormErrors } from "./reviews.server.ts";

export type TModeratedForm = {
  /** the form's id prefix: `${id}-${field}` for a control, `${id}-title` for its heading */
  id: string;
  formRef: RefObject<HTMLFormElement | null>;
  errors: TFormErrors;
  /** what a refused post carried back (a page without script shows the form again with it) */
  kept: Partial<Record<string, string>>;
  /** checks the fields with the domain's rules first; a refused form is not posted */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** a field's error message, tied to its control by `aria` */
  err: (field: string) => ReactNode;
  aria: (field: string) => { "aria-invalid"?: true; "aria-describedby"?: string };
};

/**
 * A moderated form posted to a route action (a review, a question to a specialist): it works without
 * script; with script `validate` (the domain's rules, field name → message) runs before the post.
 * The action's answer brings the server's errors back, or, once stored, the suggestion-sent
 * notification (spec §2: title, message, type okay) and an empty form, once per answer.
 */
export function useModeratedForm(
  answer: TFormAnswer | undefined,
  { sentTitle, validate }: { sentTitle: string; validate: (value: (name: string) => string) => TFormErrors },
): TModeratedForm {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<TFormErrors | null>(null);

  useEffect(() => {
    if (!answer?.sent) return;
    formRef.current?.reset();
    showSuggestionSent({ type: "okay", title: sentTitle, message: answer.message });
  }, [answer, sentTitle]);

  const errors: TFormErrors = clientErrors ?? (answer && !answer.sent ? answer.errors : {});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const found = validate((name) => String(data.get(name) ?? ""));
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      setClientErrors(found);
      return;
    }
    setClientErrors(null);
  };
  return {
    id,
    formRef,
    errors,
    kept: answer && !answer.sent ? (answer.values ?? {}) : {},
    onSubmit,
    err: (field) =>
      errors[field] ? (
        <p id={`${id}-${field}-error`} className={styles.error} role="alert">
          {errors[field]}
        </p>
      ) : null,
    aria: (field) =>
      errors[field] ? { "aria-invalid": true, "aria-describedby": `${id}-${field}-error` } : {},
  };
}
