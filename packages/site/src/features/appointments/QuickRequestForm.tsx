import { formatPhoneInput } from "@optika/domain/phone";
import { Button } from "@optika/ui";
import { type RefObject, useEffect, useRef } from "react";
import { Form } from "react-router";
import { useShopper } from "../shopper/use-shopper.ts";
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

/**
 * A signed-in shopper's name and phone in the fields still empty, once the browser knows the shopper
 * (the page is the same for everyone, so the server cannot fill them; what was typed stays).
 */
function useShopperContacts(formRef: RefObject<HTMLFormElement | null>) {
  const { user } = useShopper();
  useEffect(() => {
    const fields = formRef.current?.elements;
    if (!user || !fields) return;
    const fill = (name: string, value: string | undefined) => {
      const field = fields.namedItem(name);
      if (field instanceof HTMLInputElement && field.value === "" && value) field.value = value;
    };
    fill("name", user.name?.trim());
    fill("phone", user.phone ? formatPhoneInput(user.phone) : undefined);
  }, [user, formRef]);
}

/** The quick request: name and phone, optionally a clinic and a service; the clinic calls back. */
export function QuickRequestForm({ clinics, services, serverErrors }: IQuickRequestFormProps) {
  const form = useContactsForm({ serverErrors, needsConsent: false });
  const { id, isSending, onSubmit, error } = form;
  const formRef = useRef<HTMLFormElement>(null);
  useShopperContacts(formRef);

  return (
    <Form ref={formRef} method="post" className={styles.form} noValidate onSubmit={onSubmit}>
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
