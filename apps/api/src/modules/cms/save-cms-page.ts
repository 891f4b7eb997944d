import { isCmsPath } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { cmsPages } from "../../db/schema.ts";
import { blocksForWrite } from "./cms-blocks.ts";

export type TCmsPageInput = {
  id: number;
  path: string | null;
  title: string;
  seoTitle?: string;
  seoDescription?: string;
  status: "draft" | "published";
  blocks: readonly unknown[];
};

/** The row to store: blocks validated and their HTML sanitised (throws on an invalid block or path). */
export function cmsPageRow(input: TCmsPageInput, now: Date): typeof cmsPages.$inferInsert {
  if (input.path !== null && !isCmsPath(input.path)) throw new Error(`invalid CMS path: ${input.path}`);
  return {
    id: input.id,
    path: input.path,
    title: input.title.slice(0, 200),
    seoTitle: (input.seoTitle ?? "").slice(0, 200),
    seoDescription: (input.seoDescription ?? "").slice(0, 400),
    status: input.status,
    blocks: blocksForWrite(input.blocks),
    updatedAt: now,
  };
}

/** Creates or replaces a page (the editor's save): one statement. */
export async function saveCmsPage(db: TDb, input: TCmsPageInput, now: Date): Promise<void> {
  const row = cmsPageRow(input, now);
  await db
    .insert(cmsPages)
    .values(row)
    .onConflictDoUpdate({
      target: cmsPages.id,
      set: {
        path: row.path,
        title: row.title,
        seoTitle: row.seoTitle,
        seoDescription: row.seoDescription,
        status: row.status,
        blocks: row.blocks,
        updatedAt: now,
        previewVersion: sql`${cmsPages.previewVersion}`,
      },
    });
}
