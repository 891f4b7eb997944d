import { validateContactRequest } from "@optika/domain/forms";
import { Button } from "@optika/ui";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { notify } from "../notifications/notification-store.ts";
import { PhoneInput } from "../phone-input/PhoneInput.tsx";
import { quickBuyMessages as m } from "./messages.ts";
import styles from "./quick-buy.module.css";
import { sendLensRequest, type TLensRequestInput } from "./send-lens-request.ts";

/** The form's fields in the order they are shown. */
const FIELDS = ["name", "phone"] as const;

export interface ILensRequestFormProps {
  /** the product and the set asked for (source of the request) */
  request: Omit<TLensRequestInput, "name" | "phone">;
  hint: string;
  onSent?: (id: string) => void;
  /** replaces the network call (tests) */
  send?: typeof sendLensRequest;
}

/**
 * Name and phone for the out-of-stock lens request and the zero-stock notification (spec §5: name
 * required, phone required and complete). The phone mask takes the first digit 1–6 or 9 and reads
 * a pasted 8… or +7… as the country prefix (the domain's phone rules).
 */
export function LensRequestForm({ request, hint, onSent, send = sendLensRequest }: ILensRequestFormProps) {
  const id = useId();
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  const [isSending, setSending] = useState(false);

  /** Shows the errors and puts the caret in the first field they name (not left on 'Отправить'). */
  const showErrors = (found: { name?: string; phone?: string }) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContactRequest({ name, phone }, "outOfStockRequest");
    showErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    const result = await send({ ...request, name, phone });
    setSending(false);
    if (result.kind === "sent") {
      notify(m.sent, "success");
      onSent?.(result.id);
    } else if (result.kind === "invalid") showErrors(result.errors);
    else notify(result.message, "error");
  };

  return (
    <form className={styles.requestForm} onSubmit={onSubmit} noValidate data-lens-request="">
      <p className={styles.hint}>{hint}</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`} className={styles.label}>
          {m.name}
        </label>
        <input
          id={`${id}-name`}
          className={styles.input}
          value={name}
          autoComplete="name"
          maxLength={200}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {errors.name ? (
          <p id={`${id}-name-error`} className={styles.error}>
            {errors.name}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-phone`} className={styles.label}>
          {m.phone}
        </label>
        <PhoneInput
          id={`${id}-phone`}
          className={styles.input}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={errors.phone ? `${id}-phone-error` : undefined}
          onChange={(event) => setPhone(event.target.value)}
        />
        {errors.phone ? (
          <p id={`${id}-phone-error`} className={styles.error}>
            {errors.phone}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="primary" disabled={isSending}>
        {isSending ? m.sending : m.send}
      </Button>
      <p className={styles.hint}>
        <Link to="/bystraya-zapis" className={styles.link}>
          {m.quickAppointment}
        </Link>
      </p>
    </form>
  );
}
