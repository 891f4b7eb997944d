import { cooperationSendButton } from "@optika/domain/forms";
import { useEffect, useId, useRef } from "react";
import { Button } from "../button/Button.tsx";
import { describedBy, FormField } from "../form/FormField.tsx";
import { PlainPhoneInput, type TPhoneInput } from "../form/PlainPhoneInput.tsx";
import { submitUnlessDisabled } from "../form/submit-handler.ts";
import { UiLink } from "../ui-link/UiLink.tsx";
import styles from "./cooperation-form.module.css";
import { cooperationFormMessages as m } from "./messages.ts";

export type TCooperationValues = {
  name: string;
  phone: string;
  email: string;
  text: string;
  policyRead: boolean;
  processingConsent: boolean;
};

export type TCooperationFieldErrors = Partial<Record<keyof TCooperationValues | "file", string>>;

export interface ICooperationFormProps {
  values: TCooperationValues;
  /** messages under the fields (the domain's texts) */
  errors: TCooperationFieldErrors;
  /** the chosen file's name, or null */
  fileName: string | null;
  isSending: boolean;
  /** '/company/law/policy-personal-data' */
  policyHref: string;
  /** '/company/law/personal-data' */
  consentHref: string;
  onChange: <K extends keyof TCooperationValues>(field: K, value: TCooperationValues[K]) => void;
  onFileChange: (file: File | null) => void;
  onSubmit: () => void;
  /** the phone input: a plain one by default; the site passes its masked one */
  PhoneInput?: TPhoneInput;
}

/** Accepted in the file picker (the server judges by content). */
const FILE_ACCEPT = ".pdf,.doc,.docx,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

/**
 * The cooperation enquiry: name, phone, e-mail, letter text, an optional file and the two consents.
 * 'Отправить' stays disabled until both consents are ticked and while sending ('Отправляем
 * запрос...'). Controlled: the feature keeps the values and validates them.
 */
export function CooperationForm({
  values,
  errors,
  fileName,
  isSending,
  policyHref,
  consentHref,
  onChange,
  onFileChange,
  onSubmit,
  PhoneInput = PlainPhoneInput,
}: ICooperationFormProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const send = cooperationSendButton({
    policyRead: values.policyRead,
    processingConsent: values.processingConsent,
    isSending,
  });

  // the picker shows nothing once the feature dropped the file
  useEffect(() => {
    if (fileName === null && fileInput.current) fileInput.current.value = "";
  }, [fileName]);

  const described = (field: keyof TCooperationFieldErrors) => describedBy(`${id}-${field}`, errors[field]);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={submitUnlessDisabled(send.isDisabled, onSubmit)}
      aria-busy={isSending}
    >
      <p className={styles.intro}>{m.intro}</p>
      <div className={styles.row}>
        <FormField id={`${id}-name`} label={m.name} error={errors.name} isErrorQuiet>
          <input
            id={`${id}-name`}
            className={styles.input}
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(e) => onChange("name", e.target.value)}
            {...described("name")}
          />
        </FormField>
        <FormField id={`${id}-phone`} label={m.phone} error={errors.phone} isErrorQuiet>
          <PhoneInput
            id={`${id}-phone`}
            className={styles.input}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+7 (___) ___ __ __"
            value={values.phone}
            onChange={(e) => onChange("phone", e.target.value)}
            {...described("phone")}
          />
        </FormField>
      </div>
      <FormField id={`${id}-email`} label={m.email} error={errors.email} isErrorQuiet>
        <input
          id={`${id}-email`}
          className={styles.input}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => onChange("email", e.target.value)}
          {...described("email")}
        />
      </FormField>
      <FormField id={`${id}-text`} label={m.text} error={errors.text} isErrorQuiet>
        <textarea
          id={`${id}-text`}
          className={styles.textarea}
          name="message"
          rows={5}
          value={values.text}
          onChange={(e) => onChange("text", e.target.value)}
          {...described("text")}
        />
      </FormField>
      <FormField id={`${id}-file`} label={m.file} error={errors.file} isErrorQuiet>
        <div className={styles.file}>
          <input
            ref={fileInput}
            id={`${id}-file`}
            className={styles.fileInput}
            name="attachments"
            type="file"
            accept={FILE_ACCEPT}
            onChange={(e) => onFileChange(e.target.files?.[0] ?? null)}
            aria-describedby={`${errors.file ? `${id}-file-error ` : ""}${id}-file-name ${id}-file-hint`}
            {...(errors.file ? { "aria-invalid": true } : {})}
          />
          <label htmlFor={`${id}-file`} className={styles.fileButton}>
            {m.fileChoose}
          </label>
          <span id={`${id}-file-name`} className={styles.fileName}>
            {fileName ?? m.fileNone}
          </span>
          {fileName ? (
            <button type="button" className={styles.fileRemove} onClick={() => onFileChange(null)}>
              {m.fileRemove}
            </button>
          ) : null}
        </div>
        <p id={`${id}-file-hint`} className={styles.hint}>
          {m.fileHint}
        </p>
      </FormField>
      <div className={styles.consents}>
        <div className={styles.consent}>
          <input
            id={`${id}-policyRead`}
            type="checkbox"
            checked={values.policyRead}
            onChange={(e) => onChange("policyRead", e.target.checked)}
            {...described("policyRead")}
          />
          <label htmlFor={`${id}-policyRead`}>
            {m.policyBefore}
            <UiLink href={policyHref} className={styles.link} target="_blank" rel="noopener">
              {m.policyLink}
            </UiLink>
          </label>
        </div>
        {errors.policyRead ? (
          <p id={`${id}-policyRead-error`} className={styles.error}>
            {errors.policyRead}
          </p>
        ) : null}
        <div className={styles.consent}>
          <input
            id={`${id}-processingConsent`}
            type="checkbox"
            checked={values.processingConsent}
            onChange={(e) => onChange("processingConsent", e.target.checked)}
            {...described("processingConsent")}
          />
          <label htmlFor={`${id}-processingConsent`}>
            {m.consentBefore}
            <UiLink href={consentHref} className={styles.link} target="_blank" rel="noopener">
              {m.consentLink}
            </UiLink>
          </label>
        </div>
        {errors.processingConsent ? (
          <p id={`${id}-processingConsent-error`} className={styles.error}>
            {errors.processingConsent}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" fullWidth disabled={send.isDisabled}>
        {send.label}
      </Button>
    </form>
  );
}
