import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useNavigation } from "react-router";
import { PhoneInput } from "../phone-input/PhoneInput.tsx";
import styles from "./contacts-form.module.css";
import { NAME_MAX, type TContactsErrors, validateContacts } from "./contacts-validation.ts";
import { appointmentMessages as m } from "./messages.ts";

export type TContactsFormState = {
  id: string;
  shown: TContactsErrors;
  isSending: boolean;
  /** checks the fields with the route action's rules; stops the post and focuses the first error */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** aria-describedby of a field: its error when shown */
  describedBy: (field: keyof TContactsErrors) => string | undefined;
  /** a field's error line, or nothing */
  error: (field: keyof TContactsErrors) => ReactNode;
};

/** State of a contacts form (the booking's last step and the quick request): checks, errors, sending. */
export function useContactsForm(o: {
  serverErrors?: TContactsErrors;
  needsConsent: boolean;
}): TContactsFormState {
  const id = useId();
  const isSending = useNavigation().state === "submitting";
  const [errors, setErrors] = useState<TContactsErrors | null>(null);
  const shown = errors ?? o.serverErrors ?? {};
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const found = validateContacts(
      {
        name: String(data.get("name") ?? ""),
        phone: String(data.get("phone") ?? ""),
        comment: String(data.get("comment") ?? ""),
        consent: data.get("consent") === "on",
      },
      { needsConsent: o.needsConsent },
    );
    // no errors found here: the server's (of the answer to this submit) are the ones to show
    setErrors(Object.keys(found).length > 0 ? found : null);
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
    }
  };
  const describedBy = (field: keyof TContactsErrors) => (shown[field] ? `${id}-${field}-error` : undefined);
  const error = (field: keyof TContactsErrors) =>
    shown[field] ? (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {shown[field]}
      </p>
    ) : null;
  return { id, shown, isSending, onSubmit, describedBy, error };
}

/** The form-wide error and the name and phone fields (the shop's phone mask) of a contacts form. */
export function NamePhoneFields({
  form,
  values,
}: {
  form: TContactsFormState;
  /** what the fields start with: a signed-in shopper's profile, or what was typed before a refusal */
  values?: { name?: string; phone?: string } | undefined;
}) {
  const { id, shown, describedBy, error } = form;
  return (
    <>
      {shown.form ? (
        <p className={styles.formError} role="alert">
          {shown.form}
        </p>
      ) : null}
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`} className={styles.label}>
            {m.form.name}
          </label>
          <input
            id={`${id}-name`}
            name="name"
            className={styles.input}
            autoComplete="name"
            maxLength={NAME_MAX}
            defaultValue={values?.name}
            aria-invalid={shown.name ? true : undefined}
            aria-describedby={describedBy("name")}
          />
          {error("name")}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-phone`} className={styles.label}>
            {m.form.phone}
          </label>
          <PhoneInput
            id={`${id}-phone`}
            name="phone"
            className={styles.input}
            defaultValue={values?.phone}
            aria-invalid={shown.phone ? true : undefined}
            aria-describedby={describedBy("phone")}
          />
          {error("phone")}
        </div>
      </div>
    </>
  );
}
