import { clsx } from "clsx";
import styles from "./faq-list.module.css";

export interface IFaqItem {
  question: string;
  /** sanitised HTML (the server's sanitiser) */
  answerHtml: string;
}

export interface IFaqListProps {
  title: string;
  items: readonly IFaqItem[];
  headingLevel?: 2 | 3;
  className?: string;
}

/** Questions and answers as native disclosure widgets (details/summary): keyboard and screen readers for free, no JavaScript. */
export function FaqList({ title, items, headingLevel = 2, className }: IFaqListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={clsx(styles.faq, className)} aria-label={title}>
      <Heading className={styles.title}>{title}</Heading>
      {items.map((item) => (
        <details key={item.question} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (sanitizeContentHtml) */}
          <div className={styles.answer} dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
        </details>
      ))}
    </section>
  );
}
