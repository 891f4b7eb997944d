import { REVIEW_LIMITS, validateQuestionForm } from "@optika/domain/reviews";
import { Button } from "@optika/ui";
import { Form, useNavigation } from "react-router";
import styles from "../reviews/reviews.module.css";
import type { TFormAnswer } from "../reviews/reviews.server.ts";
import { useModeratedForm } from "../reviews/use-moderated-form.tsx";
import { questionsMessages as m } from "./messages.ts";

/**
 * Ask a specialist: name, phone or e-mail, topic, the question. Posts to `action` (works without
 * script); after sending, the suggestion-sent notification (the spec gives this form no metrics goal:
 * 'vopros_sotrud_sent' belongs to the cooperation enquiry).
 */
export function AskQuestionForm({
  topics,
  answer,
  action,
  defaultTopic,
}: {
  topics: { slug: string; name: string }[];
  answer: TFormAnswer | undefined;
  action: string;
  defaultTopic?: string | undefined;
}) {
  const navigation = useNavigation();
  const isSending = navigation.state === "submitting";
  const { id, formRef, errors, kept, onSubmit, err, aria } = useModeratedForm(answer, {
    sentTitle: m.sentTitle,
    validate: (value) =>
      validateQuestionForm({
        name: value("name"),
        contact: value("contact"),
        topic: value("topic"),
        text: value("text"),
      }),
  });

  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.formTitle}>
        {m.formTitle}
      </h2>
      <p className={styles.muted}>{m.formLead}</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`} className={styles.label}>
          {m.name}
        </label>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          defaultValue={kept.name}
          maxLength={REVIEW_LIMITS.nameMax}
          className={styles.control}
          {...aria("name")}
        />
        {err("name")}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-contact`} className={styles.label}>
          {m.contact}
        </label>
        <input
          id={`${id}-contact`}
          name="contact"
          autoComplete="email"
          defaultValue={kept.contact}
          maxLength={254}
          className={styles.control}
          {...aria("contact")}
        />
        {err("contact")}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-topic`} className={styles.label}>
          {m.topic}
        </label>
        <select
          id={`${id}-topic`}
          name="topic"
          defaultValue={kept.topic || defaultTopic || ""}
          className={styles.control}
          {...aria("topic")}
        >
          <option value="">{m.chooseTopic}</option>
          {topics.map((t) => (
            <option key={t.slug} value={t.slug}>
              {t.name}
            </option>
          ))}
        </select>
        {err("topic")}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-text`} className={styles.label}>
          {m.text}
        </label>
        <textarea
          id={`${id}-text`}
          name="text"
          rows={5}
          defaultValue={kept.text}
          maxLength={REVIEW_LIMITS.textMax}
          className={styles.textarea}
          {...aria("text")}
        />
        {err("text")}
      </div>
      {errors.form ? (
        <p className={styles.alert} role="alert">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={isSending}>
        {isSending ? m.sending : m.send}
      </Button>
    </Form>
  );
}
