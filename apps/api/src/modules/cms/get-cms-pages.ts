import type { TCmsBlock, TCmsPage } from "@optika/api-contract";
import { and, eq, inArray } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { cmsPages } from "../../db/schema.ts";
import { blocksForRead } from "./cms-blocks.ts";
import type { TPreviewClaim } from "./preview-token.ts";
import { resolveBlocks } from "./resolve-blocks.ts";

type TPageRow = typeof cmsPages.$inferSelect;
type TResolveContext = { cityId: () => Promise<number>; now: Date };

async function servePage(db: TDb, row: TPageRow, context: TResolveContext): Promise<TCmsPage> {
  const [blocks = []] = await resolveBlocks(db, [blocksForRead(row.blocks)], context.cityId, context.now);
  return {
    id: row.id,
    path: row.path,
    title: row.title,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    status: row.status,
    updated_at: row.updatedAt.toISOString(),
    blocks,
  };
}

/** The published page at a path, blocks resolved; null when there is none (a draft is not served). */
export async function getPublishedPage(
  db: TDb,
  path: string,
  context: TResolveContext,
): Promise<TCmsPage | null> {
  const [row] = await db
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.path, path), eq(cmsPages.status, "published")))
    .limit(1);
  return row ? servePage(db, row, context) : null;
}

/** The page a verified preview claim names, draft or not; null when it is gone or the link was revoked. */
export async function getPreviewPage(
  db: TDb,
  claim: TPreviewClaim,
  context: TResolveContext,
): Promise<TCmsPage | null> {
  const [row] = await db.select().from(cmsPages).where(eq(cmsPages.id, claim.pageId)).limit(1);
  if (!row || row.previewVersion !== claim.version) return null;
  return servePage(db, row, context);
}

/** Blocks of the published pages among `ids` (in the order asked); unknown or draft ids are left out. */
export async function getPublishedBlocks(
  db: TDb,
  ids: readonly number[],
  context: TResolveContext,
): Promise<Array<{ id: number; blocks: TCmsBlock[] }>> {
  const rows = await db
    .select({ id: cmsPages.id, blocks: cmsPages.blocks })
    .from(cmsPages)
    .where(and(inArray(cmsPages.id, [...ids]), eq(cmsPages.status, "published")));
  const found = ids.flatMap((id) => rows.filter((row) => row.id === id));
  const resolved = await resolveBlocks(
    db,
    found.map((row) => blocksForRead(row.blocks)),
    context.cityId,
    context.now,
  );
  return found.map((row, index) => ({ id: row.id, blocks: resolved[index] ?? [] }));
}
