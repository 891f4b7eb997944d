import { Button } from "@optika/ui";
import { Form } from "react-router";
import { PERSONAL_DATA_HREF } from "./ContactsForm.tsx";
import { NamePhoneFields, useContactsForm } from "./contact-fields.tsx";
import styles from "./contacts-form.module.css";
import { COMMENT_MAX, type TContactsErrors } from "./contacts-validation.ts";
import { appointmentMessages as m } from "./messages.ts";

export interface IQuickRequestFormProps {
  clinics: Array<{ id: number; label: string }>;
  services: Array<{ id: number; label: string }>;
  serverErrors?: TContactsErrors;
}

/** The quick request: name and phone, optionally a clinic and a service; the clinic calls back. */
export function QuickRequestForm({ clinics, services, serverErrors }: IQuickRequestFormProps) {
  const form = useContactsForm({ serverErrors, needsConsent: false });
  const { id, isSending, onSubmit, error } = form;

  return (
    <Form method="post" className={styles.form} noValidate onSubmit={onSubmit}>
      <NamePhoneFields form={form} />
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-clinic`} className={styles.label}>
            {m.quick.clinic}
          </label>
          <select id={`${id}-clinic`} name="store_id" className={styles.select} defaultValue="">
            <option value="">{m.quick.optional}</option>
            {clinics.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-service`} className={styles.label}>
            {m.quick.service}
          </label>
          <select id={`${id}-service`} name="service_id" className={styles.select} defaultValue="">
            <option value="">{m.quick.optional}</option>
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-comment`} className={styles.label}>
          {m.form.comment}
        </label>
        <textarea id={`${id}-comment`} name="comment" className={styles.textarea} maxLength={COMMENT_MAX} />
        {error("comment")}
      </div>
      <p className={styles.hint}>
        {m.quick.consentNote}
        <a href={PERSONAL_DATA_HREF} target="_blank" rel="noreferrer">
          {m.form.consentLink}
        </a>
      </p>
      <Button type="submit" size="lg" className={styles.submit} disabled={isSending}>
        {isSending ? m.quick.sending : m.quick.submit}
      </Button>
    </Form>
  );
}
