import { ArticleCards } from "./ArticleCards.tsx";
import type { TArticleCardView } from "./article-view.ts";
import styles from "./articles.module.css";
import { articlesMessages as m } from "./messages.ts";

/** Home page section: the newest articles with a link to /stat (data: `loadLatestArticles`). Nothing without articles. */
export function LatestArticlesSection({ articles }: { articles: readonly TArticleCardView[] }) {
  if (articles.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-latest-articles">
      <div className={styles.sectionHead}>
        <h2 id="home-latest-articles" className={styles.sectionTitle}>
          {m.latestTitle}
        </h2>
        <a href="/stat">{m.latestAll}</a>
      </div>
      <ArticleCards articles={articles} label={m.latestTitle} headingLevel={3} />
    </section>
  );
}
