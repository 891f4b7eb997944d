import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { cmsPages } from "../../db/schema.ts";

export type TCmsSitemapEntry = { path: string; updatedAt: Date };

/** Published CMS pages that have a site path (block pages placed by id have none), for sitemap.xml. */
export async function listCmsSitemapEntries(db: TDb): Promise<TCmsSitemapEntry[]> {
  const rows = await db
    .select({ path: cmsPages.path, updatedAt: cmsPages.updatedAt })
    .from(cmsPages)
    .where(and(eq(cmsPages.status, "published"), isNotNull(cmsPages.path)))
    .orderBy(asc(cmsPages.path));
  return rows.flatMap((row) => (row.path ? [{ path: row.path, updatedAt: row.updatedAt }] : []));
}
