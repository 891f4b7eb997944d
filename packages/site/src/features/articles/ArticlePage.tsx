import { Breadcrumbs, Container, Picture } from "@optika/ui";
import { useBrand } from "../../brand/brand-context.tsx";
import { ProductList } from "../catalog/ProductList.tsx";
import { useLayoutData } from "../layout/use-layout.ts";
import { absoluteUrl } from "../seo/json-ld/absolute-url.ts";
import { articleJsonLd } from "../seo/json-ld/article-json-ld.ts";
import { StructuredData } from "../seo/StructuredData.tsx";
import { ArticleCards } from "./ArticleCards.tsx";
import type { TArticlePageData } from "./article.server.ts";
import styles from "./articles.module.css";
import { articlesMessages as m } from "./messages.ts";

/** An article: cover, title, date and reading time, lead, table of contents, body, related articles and products. */
/** schema.org `Article` of the page, published by the brand of this host. */
function ArticleStructuredData({ data }: { data: TArticlePageData }) {
  const brand = useBrand();
  const origin = useLayoutData()?.siteOrigin;
  if (!origin) return null;
  return (
    <StructuredData
      data={articleJsonLd({
        headline: data.article.title,
        url: data.canonical,
        description: data.article.lead,
        images: data.article.cover ? [absoluteUrl(origin, data.article.cover.src)] : [],
        datePublished: data.published.at,
        dateModified: data.published.updatedAt,
        publisherName: brand.name,
        publisherLogo: absoluteUrl(origin, brand.logo.src),
      })}
    />
  );
}

export function ArticlePage({ data }: { data: TArticlePageData }) {
  const { article, related, products, section } = data;
  return (
    <Container className={styles.page}>
      <Breadcrumbs
        items={[
          { label: m.home, href: "/" },
          { label: m.section[section].title, href: `/${section}` },
          { label: article.category.name, href: article.category.href },
          { label: article.title },
        ]}
      />
      <article>
        <header>
          <h1 className={styles.articleTitle}>{article.title}</h1>
          <p className={styles.articleMeta}>
            <a href={article.category.href}>{article.category.name}</a> ·{" "}
            <time dateTime={article.dateTime}>{article.date}</time> · {article.readingTime}
          </p>
          {article.cover ? (
            <Picture
              src={article.cover.src}
              sources={article.cover.sources}
              sizes="(min-width: 1280px) 900px, 100vw"
              width={800}
              height={450}
              alt=""
              className={styles.hero}
              fetchPriority="high"
            />
          ) : null}
          {article.lead ? <p className={styles.lead}>{article.lead}</p> : null}
        </header>
        <div className={styles.layout}>
          {article.headings.length > 0 ? (
            <nav className={styles.toc} aria-labelledby="article-toc">
              <h2 id="article-toc" className={styles.tocTitle}>
                {m.toc}
              </h2>
              <ol className={styles.tocList}>
                {article.headings.map((h) => (
                  <li key={h.id}>
                    <a href={`#${h.id}`}>{h.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <div
            className={styles.body}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API (sanitizeContentHtml) when stored and when served
            dangerouslySetInnerHTML={{ __html: article.bodyHtml }}
          />
        </div>
      </article>
      {related.length > 0 ? (
        <section className={styles.section} aria-labelledby="related-articles">
          <h2 id="related-articles" className={styles.sectionTitle}>
            {m.related}
          </h2>
          <ArticleCards articles={related} label={m.related} headingLevel={3} />
        </section>
      ) : null}
      {products.length > 0 ? (
        <section className={styles.section} aria-labelledby="related-products">
          <h2 id="related-products" className={styles.sectionTitle}>
            {m.products}
          </h2>
          <ProductList products={products} label={m.products} headingLevel={3} />
        </section>
      ) : null}
      <ArticleStructuredData data={data} />
    </Container>
  );
}
