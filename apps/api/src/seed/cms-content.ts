import { inArray } from "drizzle-orm";
import type { TDb } from "../db/client.ts";
import { cmsBanners, cmsPages, products } from "../db/schema.ts";
import { cmsPageRow } from "../modules/cms/save-cms-page.ts";
import { CMS_BANNERS, cmsSeedPages } from "./data/cms-pages.ts";

/** The demo CMS pages and home banners (validated and sanitised like an editor's save). Idempotent. */
export async function seedCmsContent(tx: TDb, now: Date = new Date()): Promise<void> {
  const allSlugs = ["misight-1-day", "1-day-acuvue-moist", "biotrue-oneday", "dailies-total1"];
  const rows = await tx
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.slug, allSlugs));
  const idBySlug = new Map(rows.map((row) => [row.slug, row.id]));
  const pages = cmsSeedPages((slugs) =>
    slugs.flatMap((slug) => {
      const id = idBySlug.get(slug);
      return id === undefined ? [] : [id];
    }),
  );
  await tx
    .insert(cmsPages)
    .values(pages.map((page) => cmsPageRow(page, now)))
    .onConflictDoNothing();
  await tx
    .insert(cmsBanners)
    .values(CMS_BANNERS.map((banner) => ({ ...banner, image: { ...banner.image }, imageMobile: null })))
    .onConflictDoNothing();
}
