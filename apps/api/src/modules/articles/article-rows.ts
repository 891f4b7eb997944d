import type { TArticleCard, TArticleSection } from "@optika/api-contract";
import { sql } from "drizzle-orm";

/** Row of ARTICLE_CARD_COLUMNS over `articles a join article_categories ac`. */
export type TArticleCardRow = {
  id: number;
  slug: string;
  title: string;
  lead: string;
  cover_image_id: number | null;
  published_at: Date | string;
  reading_minutes: number;
  section: TArticleSection;
  category_slug: string;
  category_name: string;
};

export const ARTICLE_CARD_COLUMNS = sql`a.id, a.slug, a.title, a.lead, a.cover_image_id, a.published_at,
  a.reading_minutes, ac.section, ac.slug as category_slug, ac.name as category_name`;

export function isoOf(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function articleCardDto(row: TArticleCardRow): TArticleCard {
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    lead: row.lead,
    cover_image_id: row.cover_image_id === null ? null : Number(row.cover_image_id),
    published_at: isoOf(row.published_at),
    reading_minutes: Number(row.reading_minutes),
    category: { section: row.section, slug: row.category_slug, name: row.category_name },
  };
}
