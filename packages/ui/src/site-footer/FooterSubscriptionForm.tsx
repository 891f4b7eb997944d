import type { FormEvent } from "react";
import { useId } from "react";
import { Button } from "../button/Button.tsx";
import { messages } from "./messages.ts";
import styles from "./site-footer.module.css";

export interface IFooterSubscriptionFormProps {
  /** where the form posts without script (a page that answers with the result) */
  action: string;
  /** the personal data policy the consent line links to */
  policyHref: string;
  email: string;
  /** the e-mail's problem, under the field */
  error?: string | undefined;
  /** the thanks message once subscribed: it replaces the form */
  done?: string | undefined;
  isSending?: boolean;
  onEmailChange?: (email: string) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The footer's news subscription (spec §7 footer-subscription): an e-mail and 'Подписаться', the
 * consent line with the policy; the thanks message in its place once subscribed. A plain form
 * without script (posts to `action`).
 */
export function FooterSubscriptionForm({
  action,
  policyHref,
  email,
  error,
  done,
  isSending = false,
  onEmailChange,
  onSubmit,
}: IFooterSubscriptionFormProps) {
  const id = useId();
  return (
    <section className={styles.subscription} aria-labelledby={`${id}-heading`}>
      <h2 className={styles.heading} id={`${id}-heading`}>
        {messages.subscription}
      </h2>
      {done ? (
        <p className={styles.subscriptionDone} role="status">
          {done}
        </p>
      ) : (
        <form method="post" action={action} noValidate onSubmit={onSubmit}>
          <label className={styles.label} htmlFor={`${id}-email`}>
            {messages.subscriptionEmail}
          </label>
          <div className={styles.subscriptionRow}>
            <input
              id={`${id}-email`}
              className={styles.subscriptionInput}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              value={email}
              onChange={(event) => onEmailChange?.(event.currentTarget.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <Button type="submit" disabled={isSending}>
              {isSending ? messages.subscribing : messages.subscribe}
            </Button>
          </div>
          {error ? (
            <p className={styles.subscriptionError} id={`${id}-error`} role="alert">
              {error}
            </p>
          ) : null}
          <p className={styles.muted}>
            {messages.subscriptionConsentBefore}
            <a className={styles.link} href={policyHref}>
              {messages.subscriptionConsentLink}
            </a>
          </p>
        </form>
      )}
    </section>
  );
}
