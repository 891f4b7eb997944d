/**
 * Seeds the content of issue 14 (branch articles): article categories (/stat including `och`,
 * /charity), articles with covers, tables of contents, related articles and products; marketing
 * promotions with banners and dates around the seed day; videos with posters; vacancies.
 * Called once by seedDatabase inside its transaction, after the catalogue.
 */
import { readingMinutes } from "@optika/domain/content";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import * as t from "../../db/schema.ts";
import { sanitizeContentHtml } from "../../modules/content-html/sanitize.ts";
import { slugify } from "../slug.ts";
import { ARTICLE_CATEGORIES } from "./article-categories-data.ts";
import { ARTICLES } from "./articles-data.ts";
import { CAMPAIGNS } from "./campaigns-data.ts";
import { VACANCIES } from "./vacancies-data.ts";
import { VIDEO_EMBED_BASE, VIDEOS } from "./videos-data.ts";

/** Covers, banners and posters: image rows above the specialists' portraits (1 900 000 000…). */
export const CONTENT_IMAGE_ID_BASE = 1_950_000_000;
const CAMPAIGN_IMAGE_OFFSET = 1_000;
const VIDEO_IMAGE_OFFSET = 2_000;

export type TArticleSeedCounts = {
  articleCategories: number;
  articles: number;
  campaigns: number;
  videos: number;
  vacancies: number;
};

const DAY_MS = 86_400_000;

function dayOffset(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Catalogue product ids per category slug (the first 40 by id), for related products. */
async function productIdsByCategory(db: TDb): Promise<Map<string, number[]>> {
  const rows = await queryRows<{ slug: string; ids: number[] | null }>(
    db,
    sql`select c.slug, (select array_agg(id order by id) from (
          select p.id from products p where p.category_id = c.id and not p.is_not_available order by p.id limit 40) x) as ids
        from categories c`,
  );
  return new Map(rows.map((row) => [row.slug, (row.ids ?? []).map(Number)]));
}

function pick<T>(list: readonly T[], start: number, count: number): T[] {
  if (list.length === 0) return [];
  return Array.from({ length: Math.min(count, list.length) }, (_, i) => list[(start + i) % list.length] as T);
}

/** The body of an article: its sections with h2 headings, then the category's closing paragraph. */
export function articleBody(
  sections: readonly (readonly [string, string])[],
  closing: string,
): { html: string; headings: { id: string; text: string }[] } {
  const used = new Set<string>();
  const headings = sections.map(([heading]) => {
    let id = slugify(heading).slice(0, 60).replace(/-+$/, "") || "razdel";
    while (used.has(id)) id = `${id}-2`;
    used.add(id);
    return { id, text: heading };
  });
  const html = sections
    .map(([heading, text]) => `<h2>${heading}</h2><p>${text}</p>`)
    .concat(`<p>${closing}</p>`)
    .join("");
  return { html: sanitizeContentHtml(html), headings };
}

export async function seedArticles(db: TDb, options: { today: string }): Promise<TArticleSeedCounts> {
  // seedDatabase runs this only on an empty or reset database; a reset's TRUNCATE … CASCADE reaches
  // articles, campaigns and videos through their images, not the categories and vacancies
  await db.execute(
    sql`TRUNCATE "article_categories", "articles", "campaigns", "videos", "vacancies" RESTART IDENTITY CASCADE`,
  );
  const products = await productIdsByCategory(db);
  const images: (typeof t.images.$inferInsert)[] = [];

  const categoryRows = await db
    .insert(t.articleCategories)
    .values(
      ARTICLE_CATEGORIES.map((c, index) => ({
        section: c.section,
        slug: c.slug,
        name: c.name,
        description: c.description,
        sort: (index + 1) * 10,
      })),
    )
    .returning({
      id: t.articleCategories.id,
      slug: t.articleCategories.slug,
      section: t.articleCategories.section,
    });
  const categoryId = new Map(categoryRows.map((row) => [`${row.section}/${row.slug}`, row.id]));

  // ids are given so related articles can name each other in one insert
  const articleRows = ARTICLES.map((article, index) => {
    const category = ARTICLE_CATEGORIES.find((c) => c.slug === article.category);
    if (!category) throw new Error(`article category ${article.category} is not seeded`);
    const id = index + 1;
    const imageId = CONTENT_IMAGE_ID_BASE + id;
    images.push({
      id: imageId,
      kind: "cover",
      spec: {
        kind: "cover",
        title: article.title,
        badge: category.name,
        motif: category.motif,
        colors: category.colors,
        variant: index % 4,
      },
      alt: article.title,
    });
    const siblings = ARTICLES.map((a, i) =>
      a.category === article.category && i !== index ? i + 1 : 0,
    ).filter((i) => i > 0);
    const body = articleBody(article.sections, category.closing);
    const published = new Date(Date.parse(`${dayOffset(options.today, -(3 + index * 4))}T09:00:00Z`));
    return {
      id,
      categoryId: categoryId.get(`${category.section}/${category.slug}`) as number,
      slug: slugify(article.title).slice(0, 80).replace(/-+$/, ""),
      title: article.title,
      lead: article.lead,
      bodyHtml: body.html,
      coverImageId: imageId,
      publishedAt: published,
      updatedAt: published,
      readingMinutes: readingMinutes(`${article.lead} ${body.html}`),
      headings: body.headings,
      relatedArticleIds: pick(siblings, index, 3),
      relatedProductIds: pick(products.get(category.products) ?? [], index * 3, 4),
    };
  });

  const campaignRows = CAMPAIGNS.map((campaign, index) => {
    const imageId = CONTENT_IMAGE_ID_BASE + CAMPAIGN_IMAGE_OFFSET + index + 1;
    images.push({
      id: imageId,
      kind: "cover",
      spec: {
        kind: "cover",
        title: campaign.title,
        badge: "Акция",
        motif: campaign.motif,
        colors: campaign.colors,
        variant: index % 4,
      },
      alt: campaign.title,
    });
    const startsOn = dayOffset(options.today, campaign.startsIn);
    return {
      slug: campaign.slug,
      title: campaign.title,
      lead: campaign.lead,
      startsOn,
      endsOn: dayOffset(options.today, campaign.endsIn),
      conditionsHtml: sanitizeContentHtml(
        `<ul>${campaign.conditions.map((c) => `<li>${c}</li>`).join("")}</ul>`,
      ),
      bodyHtml: sanitizeContentHtml(campaign.body),
      bannerImageId: imageId,
      productIds: campaign.products ? pick(products.get(campaign.products) ?? [], index * 2, 8) : [],
      updatedAt: new Date(Date.parse(`${startsOn}T06:00:00Z`)),
    };
  });

  const videoRows = VIDEOS.map((video, index) => {
    const imageId = CONTENT_IMAGE_ID_BASE + VIDEO_IMAGE_OFFSET + index + 1;
    images.push({
      id: imageId,
      kind: "cover",
      spec: {
        kind: "cover",
        title: video.title,
        badge: "Видео",
        motif: "play",
        variant: index % 4,
        colors: {
          background: ["#2f6f8f", "#3a7d6b", "#6b4f8f", "#35506b"][index % 4] as string,
          accent: "#f2c14e",
        },
      },
      alt: video.title,
    });
    return {
      title: video.title,
      description: video.description,
      posterImageId: imageId,
      videoUrl: `${VIDEO_EMBED_BASE}${video.id}/`,
      durationSeconds: video.seconds,
      publishedAt: new Date(Date.parse(`${dayOffset(options.today, -(2 + index * 9))}T10:00:00Z`)),
    };
  });

  await db.insert(t.images).values(images);
  await db.insert(t.articles).values(articleRows);
  await db.execute(
    sql`select setval(pg_get_serial_sequence('articles', 'id'), (select max(id) from articles))`,
  );
  await db.insert(t.campaigns).values(campaignRows);
  await db.insert(t.videos).values(videoRows);
  await db.insert(t.vacancies).values(
    VACANCIES.map((v, index) => ({
      title: v.title,
      city: v.city,
      salaryFrom: v.salary[0] === null ? null : v.salary[0] * 100,
      salaryTo: v.salary[1] === null ? null : v.salary[1] * 100,
      duties: [...v.duties],
      requirements: [...v.requirements],
      conditions: [...v.conditions],
      employmentTypes: [...v.employmentTypes],
      postedAt: new Date(Date.parse(`${dayOffset(options.today, -v.postedDaysAgo)}T08:00:00Z`)),
      sort: (index + 1) * 10,
    })),
  );
  return {
    articleCategories: categoryRows.length,
    articles: articleRows.length,
    campaigns: campaignRows.length,
    videos: videoRows.length,
    vacancies: VACANCIES.length,
  };
}
