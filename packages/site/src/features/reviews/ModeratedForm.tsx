import { REVIEW_LIMITS } from "@optika/domain/reviews";
import { Button } from "@optika/ui";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import styles from "./reviews.module.css";
import type { TModeratedForm } from "./use-moderated-form.tsx";

/** What a field's control carries: its id (the label's `htmlFor`) and its error ties. */
export type TModeratedControl = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

/**
 * The frame of a moderated form (a review, a question to a specialist): heading and lead, the
 * fields, the form's own error and the send button, which says it is sending while the page's
 * action runs. Posts to `action` without script too.
 */
export function ModeratedForm({
  form,
  action,
  formId,
  title,
  lead,
  send,
  sending,
  children,
}: {
  form: TModeratedForm;
  action: string;
  formId?: string | undefined;
  title: string;
  lead: string;
  send: string;
  sending: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const isSending =
    navigation.state === "submitting" && pathOf(navigation.formAction ?? "") === pathOf(action);
  return (
    <Form
      ref={form.formRef}
      id={formId}
      method="post"
      action={action}
      className={styles.form}
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby={`${form.id}-title`}
    >
      <h2 id={`${form.id}-title`} className={styles.formTitle}>
        {title}
      </h2>
      <p className={styles.muted}>{lead}</p>
      {children}
      {form.errors.form ? (
        <p className={styles.alert} role="alert">
          {form.errors.form}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={isSending}>
        {isSending ? sending : send}
      </Button>
    </Form>
  );
}

const pathOf = (href: string) => href.split("?")[0];

/** One labelled field of a moderated form, with its error under the control. */
export function ModeratedField({
  form,
  name,
  label,
  children,
}: {
  form: TModeratedForm;
  name: string;
  label: string;
  children: (control: TModeratedControl) => ReactNode;
}) {
  const id = `${form.id}-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, ...form.aria(name) })}
      {form.err(name)}
    </div>
  );
}

/** The author's name, as every moderated form asks it. */
export function ModeratedNameField({ form, label }: { form: TModeratedForm; label: string }) {
  return (
    <ModeratedField form={form} name="name" label={label}>
      {(control) => (
        <input
          {...control}
          name="name"
          autoComplete="name"
          defaultValue={form.kept.name}
          maxLength={REVIEW_LIMITS.nameMax}
          className={styles.control}
        />
      )}
    </ModeratedField>
  );
}

/** The text itself (a review, a question), as every moderated form asks it. */
export function ModeratedTextField({ form, label }: { form: TModeratedForm; label: string }) {
  return (
    <ModeratedField form={form} name="text" label={label}>
      {(control) => (
        <textarea
          {...control}
          name="text"
          rows={5}
          defaultValue={form.kept.text}
          maxLength={REVIEW_LIMITS.textMax}
          className={styles.textarea}
        />
      )}
    </ModeratedField>
  );
}
