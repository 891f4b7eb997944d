import { Tag } from "@optika/ui";
import { questionsMessages as m } from "./messages.ts";
import styles from "./questions.module.css";

/** Topic links (the listing's filter): 'Все темы' and one per topic with answered questions. */
export function TopicTabs({
  topics,
  current,
}: {
  topics: { slug: string; name: string; question_count: number }[];
  current: string | null;
}) {
  return (
    <nav aria-label={m.topicsLabel}>
      <ul className={styles.topics}>
        <li>
          <Tag href="/questions-specialist" selected={current === null}>
            {m.allTopics}
          </Tag>
        </li>
        {topics.map((t) => (
          <li key={t.slug}>
            <Tag href={`/questions-specialist?topic=${t.slug}`} selected={current === t.slug}>
              {t.name} <span className={styles.count}>{t.question_count}</span>
            </Tag>
          </li>
        ))}
      </ul>
    </nav>
  );
}
