import { ContentCards } from "../content-cards/ContentCards.tsx";
import type { TArticleCardView } from "./article-view.ts";
import styles from "./articles.module.css";

/** A grid of article cards: cover, category, title (the link), lead, date and reading time. */
export function ArticleCards({
  articles,
  ...grid
}: {
  articles: readonly TArticleCardView[];
  label: string;
  headingLevel?: 2 | 3;
  priorityCount?: number;
}) {
  return (
    <ContentCards
      {...grid}
      cards={articles.map((article) => ({
        id: article.id,
        href: article.href,
        title: article.title,
        lead: article.lead,
        imageId: article.coverImageId,
        above: <p className={styles.kicker}>{article.categoryName}</p>,
        below: (
          <p className={styles.meta}>
            <time dateTime={article.dateTime}>{article.date}</time> · {article.readingTime}
          </p>
        ),
      }))}
    />
  );
}
