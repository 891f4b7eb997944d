import { validateQuestionForm } from "@optika/domain/reviews";
import {
  ModeratedField,
  ModeratedForm,
  ModeratedNameField,
  ModeratedTextField,
} from "../reviews/ModeratedForm.tsx";
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
  const form = useModeratedForm(answer, {
    sentTitle: m.sentTitle,
    validate: (value) =>
      validateQuestionForm({
        name: value("name"),
        contact: value("contact"),
        topic: value("topic"),
        text: value("text"),
      }),
  });
  const { kept } = form;

  return (
    <ModeratedForm
      form={form}
      action={action}
      title={m.formTitle}
      lead={m.formLead}
      send={m.send}
      sending={m.sending}
    >
      <ModeratedNameField form={form} label={m.name} />
      <ModeratedField form={form} name="contact" label={m.contact}>
        {(control) => (
          <input
            {...control}
            name="contact"
            autoComplete="email"
            defaultValue={kept.contact}
            maxLength={254}
            className={styles.control}
          />
        )}
      </ModeratedField>
      <ModeratedField form={form} name="topic" label={m.topic}>
        {(control) => (
          <select
            {...control}
            name="topic"
            defaultValue={kept.topic || defaultTopic || ""}
            className={styles.control}
          >
            <option value="">{m.chooseTopic}</option>
            {topics.map((t) => (
              <option key={t.slug} value={t.slug}>
                {t.name}
              </option>
            ))}
          </select>
        )}
      </ModeratedField>
      <ModeratedTextField form={form} label={m.text} />
    </ModeratedForm>
  );
}
