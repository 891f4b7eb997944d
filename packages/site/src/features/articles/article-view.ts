import type { TArticleCard } from "@optika/api-contract";
import { russianDateOfIso } from "@optika/domain/dates";
import { articlesMessages as m } from "./messages.ts";

/** What an article card renders. */
export type TArticleCardView = {
  id: number;
  href: string;
  title: string;
  lead: string;
  date: string;
  /** ISO day for <time dateTime> */
  dateTime: string;
  readingTime: string;
  categoryName: string;
  /** the picture's id: its sizes and formats are built where it renders (lighter loader data) */
  coverImageId: number | null;
};

export function articlePath(article: Pick<TArticleCard, "slug" | "category">): string {
  return `/${article.category.section}/${article.category.slug}/${article.slug}`;
}

export function articleCardView(article: TArticleCard): TArticleCardView {
  const day = article.published_at.slice(0, 10);
  return {
    id: article.id,
    href: articlePath(article),
    title: article.title,
    lead: article.lead,
    date: russianDateOfIso(day),
    dateTime: day,
    readingTime: m.readingTime(article.reading_minutes),
    categoryName: article.category.name,
    coverImageId: article.cover_image_id,
  };
}
