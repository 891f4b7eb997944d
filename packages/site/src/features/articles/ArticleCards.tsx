import { buildImageSet } from "@optika/domain/images";
import { Picture } from "@optika/ui";
import type { TArticleCardView } from "./article-view.ts";
import styles from "./articles.module.css";

/** A grid of article cards: cover, category, title (the link), lead, date and reading time. */
export function ArticleCards({
  articles,
  label,
  headingLevel = 2,
  priorityCount = 0,
}: {
  articles: readonly TArticleCardView[];
  label: string;
  headingLevel?: 2 | 3;
  priorityCount?: number;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={styles.cards} aria-label={label}>
      {articles.map((article, index) => {
        const cover = article.coverImageId === null ? null : buildImageSet(article.coverImageId);
        return (
          <li key={article.id} className={styles.card}>
            {cover ? (
              <Picture
                src={cover.src}
                sources={cover.sources}
                sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
                width={480}
                height={270}
                alt=""
                className={styles.cover}
                loading={index < priorityCount ? "eager" : "lazy"}
              />
            ) : null}
            <div className={styles.cardBody}>
              <p className={styles.kicker}>{article.categoryName}</p>
              <Heading className={styles.cardTitle}>
                <a href={article.href} className={styles.cardLink}>
                  {article.title}
                </a>
              </Heading>
              <p className={styles.cardLead}>{article.lead}</p>
              <p className={styles.meta}>
                <time dateTime={article.dateTime}>{article.date}</time> · {article.readingTime}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
