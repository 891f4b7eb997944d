import type { TArticleSection } from "@optika/api-contract";
import { russianDateOfIso } from "@optika/domain/dates";
import { buildImageSet, buildImageUrl } from "@optika/domain/images";
import type { TApiClient } from "../../server/api.server.ts";
import { notFound, okOrNull } from "../../server/api-response.ts";
import { cardView } from "../catalog/card-product.ts";
import { articleCardView } from "./article-view.ts";
import { articlesMessages as m } from "./messages.ts";

const SLUG = /^[a-z0-9._-]{1,100}$/;

/** An article page's data: the body (sanitised by the API), its table of contents, related content. */
export async function loadArticle(
  api: TApiClient,
  o: { section: TArticleSection; category: string; slug: string; url: URL },
) {
  if (!SLUG.test(o.category) || !SLUG.test(o.slug)) notFound();
  const found = okOrNull(
    await api.articles.getArticle({ params: { section: o.section, category: o.category, slug: o.slug } }),
  );
  if (!found) notFound();
  const { article } = found;
  const path = `/${o.section}/${article.category.slug}/${article.slug}`;
  const cover = article.cover_image_id === null ? null : buildImageSet(article.cover_image_id);
  return {
    section: o.section,
    article: {
      title: article.title,
      lead: article.lead,
      bodyHtml: article.body_html,
      headings: article.headings,
      date: russianDateOfIso(article.published_at.slice(0, 10)),
      dateTime: article.published_at.slice(0, 10),
      readingTime: m.readingTime(article.reading_minutes),
      category: { name: article.category.name, href: `/${o.section}/${article.category.slug}` },
      cover,
      /** the cover for link previews (og:image): the largest listed size, as JPEG for every reader */
      shareImage:
        article.cover_image_id === null
          ? null
          : buildImageUrl(article.cover_image_id, { width: 800, height: 800, format: "jpg" }),
    },
    related: article.related_articles.map(articleCardView),
    products: article.related_products.map(cardView),
    canonical: `${o.url.origin}${path}`,
    published: { at: article.published_at, updatedAt: article.updated_at },
  };
}

export type TArticlePageData = Awaited<ReturnType<typeof loadArticle>>;
