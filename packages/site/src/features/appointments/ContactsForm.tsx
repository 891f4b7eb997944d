import { Button } from "@optika/ui";
import { type FormEvent, useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import styles from "./contacts-form.module.css";
import { COMMENT_MAX, NAME_MAX, type TContactsErrors, validateContacts } from "./contacts-validation.ts";
import { appointmentMessages as m } from "./messages.ts";
import { PhoneInput } from "./PhoneInput.tsx";

/** The consent text (spec §2: /company/law/personal-data). */
export const PERSONAL_DATA_HREF = "/company/law/personal-data";

export type { TContactsErrors } from "./contacts-validation.ts";

export interface IContactsFormProps {
  /** the booking to confirm, shown above the fields */
  summary: Array<{ term: string; value: string }>;
  /** the choice, posted with the contacts */
  hidden: Record<string, string>;
  serverErrors?: TContactsErrors;
}

function fieldValues(form: HTMLFormElement) {
  const data = new FormData(form);
  return {
    name: String(data.get("name") ?? ""),
    phone: String(data.get("phone") ?? ""),
    comment: String(data.get("comment") ?? ""),
    consent: data.get("consent") === "on",
  };
}

/**
 * The last step: the booking to check, then name, phone (the shop's mask), comment and consent.
 * Checked here with the same rules as in the route action; posted to the page's action.
 */
export function ContactsForm({ summary, hidden, serverErrors }: IContactsFormProps) {
  const id = useId();
  const navigation = useNavigation();
  const isSending = navigation.state === "submitting";
  const [errors, setErrors] = useState<TContactsErrors | null>(null);
  const shown = errors ?? serverErrors ?? {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = validateContacts(fieldValues(event.currentTarget), { needsConsent: true });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      const first = Object.keys(found)[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
  };
  const describedBy = (field: keyof TContactsErrors) => (shown[field] ? `${id}-${field}-error` : undefined);
  const error = (field: keyof TContactsErrors) =>
    shown[field] ? (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {shown[field]}
      </p>
    ) : null;

  return (
    <div className={styles.wrap}>
      <section aria-labelledby={`${id}-summary`} className={styles.summary}>
        <h3 id={`${id}-summary`} className={styles.summaryTitle}>
          {m.summary.heading}
        </h3>
        <dl className={styles.summaryList}>
          {summary.map((row) => (
            <div key={row.term} className={styles.summaryRow}>
              <dt>{row.term}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Form method="post" className={styles.form} noValidate onSubmit={onSubmit}>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
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
              aria-invalid={shown.phone ? true : undefined}
              aria-describedby={describedBy("phone")}
            />
            {error("phone")}
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-comment`} className={styles.label}>
            {m.form.comment}
          </label>
          <textarea
            id={`${id}-comment`}
            name="comment"
            className={styles.textarea}
            maxLength={COMMENT_MAX}
            aria-describedby={`${id}-comment-hint`}
          />
          <p id={`${id}-comment-hint`} className={styles.hint}>
            {m.form.commentHint}
          </p>
        </div>
        <div className={styles.field}>
          <label className={styles.check}>
            <input
              type="checkbox"
              name="consent"
              aria-invalid={shown.consent ? true : undefined}
              aria-describedby={describedBy("consent")}
            />
            <span>
              {m.form.consentBefore}
              <a href={PERSONAL_DATA_HREF} target="_blank" rel="noreferrer">
                {m.form.consentLink}
              </a>
            </span>
          </label>
          {error("consent")}
        </div>
        <Button type="submit" size="lg" className={styles.submit} disabled={isSending}>
          {isSending ? m.form.sending : m.form.submit}
        </Button>
      </Form>
    </div>
  );
}
