import { Button } from "@optika/ui";
import { Form } from "react-router";
import { PERSONAL_DATA_HREF } from "../appointments/ContactsForm.tsx";
import { NamePhoneFields, useContactsForm } from "../appointments/contact-fields.tsx";
import formStyles from "../appointments/contacts-form.module.css";
import { COMMENT_MAX } from "../appointments/contacts-validation.ts";
import { appointmentMessages as am } from "../appointments/messages.ts";
import { vacanciesMessages as m } from "./messages.ts";
import type { TVacancyReplyErrors, TVacancyReplyValues } from "./send-vacancy-reply.server.ts";

/**
 * The reply: the vacancy, name and phone (the shop's mask), a message and the consent; checked
 * here with the action's rules, posted to the page's action (works without JavaScript too).
 */
export function VacancyReplyForm({
  vacancies,
  selectedId,
  serverErrors,
  values,
}: {
  vacancies: readonly { id: number; title: string; city: string }[];
  selectedId: number | null;
  serverErrors?: TVacancyReplyErrors;
  /** what was typed before a refusal (the page without script shows it again) */
  values?: TVacancyReplyValues;
}) {
  const form = useContactsForm({ serverErrors, needsConsent: true });
  const { id, shown, isSending, onSubmit, describedBy, error } = form;
  const vacancyError = serverErrors?.vacancy;
  return (
    <Form method="post" action="/vakansii#otklik" className={formStyles.form} noValidate onSubmit={onSubmit}>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-vacancy`} className={formStyles.label}>
          {m.vacancy}
        </label>
        {/* keyed by the chosen vacancy: 'Откликнуться' of another card (a client navigation to
            ?vacancy=…) mounts the list anew on it, a default value alone would keep the first one */}
        <select
          key={selectedId ?? "first"}
          id={`${id}-vacancy`}
          name="vacancy_id"
          className={formStyles.select}
          defaultValue={selectedId ?? vacancies[0]?.id}
          aria-invalid={vacancyError ? true : undefined}
        >
          {vacancies.map((v) => (
            <option key={v.id} value={v.id}>
              {v.title}, {v.city}
            </option>
          ))}
        </select>
        {vacancyError ? <p className={formStyles.error}>{vacancyError}</p> : null}
      </div>
      <NamePhoneFields form={form} values={values} />
      <div className={formStyles.field}>
        <label htmlFor={`${id}-comment`} className={formStyles.label}>
          {m.message}
        </label>
        <textarea
          id={`${id}-comment`}
          name="comment"
          className={formStyles.textarea}
          maxLength={COMMENT_MAX}
          placeholder={m.messageHint}
          defaultValue={values?.comment}
          aria-invalid={shown.comment ? true : undefined}
          aria-describedby={describedBy("comment")}
        />
        {error("comment")}
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.check}>
          <input
            type="checkbox"
            name="consent"
            defaultChecked={values?.consent}
            aria-invalid={shown.consent ? true : undefined}
            aria-describedby={describedBy("consent")}
          />
          <span>
            {am.form.consentBefore}
            <a href={PERSONAL_DATA_HREF} target="_blank" rel="noreferrer">
              {am.form.consentLink}
            </a>
          </span>
        </label>
        {error("consent")}
      </div>
      <Button type="submit" size="lg" className={formStyles.submit} disabled={isSending}>
        {isSending ? m.sending : m.submit}
      </Button>
    </Form>
  );
}
