import { Button } from "@optika/ui";
import { Form } from "react-router";
import { NamePhoneFields, useContactsForm } from "./contact-fields.tsx";
import styles from "./contacts-form.module.css";
import { COMMENT_MAX, type TContactsErrors } from "./contacts-validation.ts";
import { appointmentMessages as m } from "./messages.ts";

/** The consent text (spec §2: /company/law/personal-data). */
export const PERSONAL_DATA_HREF = "/company/law/personal-data";

export type { TContactsErrors } from "./contacts-validation.ts";

export interface IContactsFormProps {
  /** the booking to confirm, shown above the fields */
  summary: Array<{ term: string; value: string }>;
  /** the choice, posted with the contacts */
  hidden: Record<string, string>;
  serverErrors?: TContactsErrors;
  /** what the name and phone start with (a signed-in shopper's profile); the shopper may change them */
  values?: { name?: string; phone?: string };
}

/**
 * The last step: the booking to check, then name, phone (the shop's mask; both from a signed-in
 * shopper's profile to start with), comment and consent.
 * Checked here with the same rules as in the route action; posted to the page's action.
 */
export function ContactsForm({ summary, hidden, serverErrors, values }: IContactsFormProps) {
  const form = useContactsForm({ serverErrors, needsConsent: true });
  const { id, shown, isSending, onSubmit, describedBy, error } = form;

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
        <NamePhoneFields form={form} values={values} />
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
