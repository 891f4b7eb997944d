import { questionsMessages as m } from "./messages.ts";
import type { TQuestionView } from "./question-view.ts";
import styles from "./questions.module.css";

/** A question in the list: topic, the question as a link to its page, who answered, the answer's first paragraph. */
export function QuestionCard({ question }: { question: TQuestionView }) {
  return (
    <article className={styles.card}>
      <p className={styles.topic}>{question.topic.name}</p>
      <h2 className={styles.question}>
        <a href={question.href}>{question.text}</a>
      </h2>
      <p className={styles.muted}>{m.asked(question.author, question.askedDate)}</p>
      {question.specialist ? (
        <p className={styles.by}>
          {m.answeredBy}: <strong>{question.specialist.name}</strong>,{" "}
          {question.specialist.position.toLowerCase()}
        </p>
      ) : null}
      <p className={styles.excerpt}>{question.answer[0]}</p>
      <a href={question.href} className={styles.more} aria-label={`${m.readAnswer}: ${question.text}`}>
        {m.readAnswer}
      </a>
    </article>
  );
}
