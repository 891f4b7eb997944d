import type { TArticleSection } from "@optika/api-contract";
import { Pagination } from "@optika/ui";
import { LandingPage } from "../layout/LandingPage.tsx";
import { ArticleCards } from "./ArticleCards.tsx";
import type { TArticleCardView } from "./article-view.ts";
import styles from "./articles.module.css";
import { articlesMessages as m } from "./messages.ts";

export type TArticleListingView = {
  section: TArticleSection;
  category: { slug: string; name: string; description: string } | null;
  categories: { slug: string; name: string; href: string }[];
  articles: TArticleCardView[];
  page: number;
  perPage: number;
  total: number;
  path: string;
};

/** /stat, /stat/{category}, /charity, /charity/{category}: rubric tabs, article cards, pagination. */
export function ArticleListing({ view }: { view: TArticleListingView }) {
  const section = m.section[view.section];
  const title = view.category?.name ?? section.title;
  const breadcrumbs = [
    { label: m.home, href: "/" },
    view.category ? { label: section.title, href: `/${view.section}` } : { label: section.title },
    ...(view.category ? [{ label: view.category.name }] : []),
  ];
  return (
    <LandingPage breadcrumbs={breadcrumbs} title={title} lead={view.category?.description ?? section.lead}>
      <nav aria-label={m.categoriesLabel}>
        <ul className={styles.tabs}>
          <li>
            <a
              href={`/${view.section}`}
              className={styles.tab}
              aria-current={view.category ? undefined : "page"}
            >
              {m.allCategories}
            </a>
          </li>
          {view.categories.map((c) => (
            <li key={c.slug}>
              <a
                href={c.href}
                className={styles.tab}
                aria-current={view.category?.slug === c.slug ? "page" : undefined}
              >
                {c.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {view.articles.length > 0 ? (
        <ArticleCards articles={view.articles} label={m.listLabel(title)} priorityCount={3} />
      ) : (
        <p className={styles.empty}>{m.empty}</p>
      )}
      {view.total > view.perPage ? (
        <Pagination
          page={view.page}
          perPage={view.perPage}
          total={view.total}
          hrefForPage={(page) => (page > 1 ? `${view.path}?page=${page}` : view.path)}
        />
      ) : null}
    </LandingPage>
  );
}
