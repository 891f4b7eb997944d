import { Button } from "@optika/ui";
import { type FormEvent, useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { PERSONAL_DATA_HREF } from "./ContactsForm.tsx";
import styles from "./contacts-form.module.css";
import { COMMENT_MAX, NAME_MAX, type TContactsErrors, validateContacts } from "./contacts-validation.ts";
import { appointmentMessages as m } from "./messages.ts";
import { PhoneInput } from "./PhoneInput.tsx";

export interface IQuickRequestFormProps {
  clinics: Array<{ id: number; label: string }>;
  services: Array<{ id: number; label: string }>;
  serverErrors?: TContactsErrors;
}

/** The quick request: name and phone, optionally a clinic and a service; the clinic calls back. */
export function QuickRequestForm({ clinics, services, serverErrors }: IQuickRequestFormProps) {
  const id = useId();
  const isSending = useNavigation().state === "submitting";
  const [errors, setErrors] = useState<TContactsErrors | null>(null);
  const shown = errors ?? serverErrors ?? {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const found = validateContacts(
      {
        name: String(data.get("name") ?? ""),
        phone: String(data.get("phone") ?? ""),
        comment: String(data.get("comment") ?? ""),
      },
      { needsConsent: false },
    );
    setErrors(found);
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

  return (
    <Form method="post" className={styles.form} noValidate onSubmit={onSubmit}>
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
