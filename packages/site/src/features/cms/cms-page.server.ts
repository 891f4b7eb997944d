import { isCmsPath } from "@optika/api-contract";
import type { TApiClient } from "../../server/api.server.ts";
import { expectOk } from "../../server/api-response.ts";
import { cmsBlocksView, cmsPageView } from "./cms-view.server.ts";
import type { TCmsBlockView, TCmsPageView } from "./cms-view.ts";

/** The published CMS page at a path, or null (no page there, or the path is not one a page can have). */
export async function loadCmsPage(api: TApiClient, path: string): Promise<TCmsPageView | null> {
  if (!isCmsPath(path)) return null;
  const response = await api.cms.getPage({ query: { path } });
  if (response.status === 404 || response.status === 400) return null;
  return cmsPageView(expectOk(response).page);
}

/** A page by its preview token (drafts too), or null for an invalid, tampered or expired token. */
export async function loadCmsPreview(api: TApiClient, token: string): Promise<TCmsPageView | null> {
  if (!token || token.length > 300) return null;
  const response = await api.cms.getPreview({ query: { token } });
  if (response.status !== 200) return null;
  return cmsPageView(response.body.page);
}

/**
 * Blocks of CMS pages placed by id (the product page's 248 and 36), by id; a failing CMS never
 * breaks the page around them (no blocks instead).
 */
export async function loadCmsBlocks(
  api: TApiClient,
  ids: readonly number[],
): Promise<Map<number, TCmsBlockView[]>> {
  try {
    const response = await api.cms.getBlocks({ query: { ids: ids.join(",") } });
    if (response.status !== 200) return new Map();
    return new Map(response.body.pages.map((page) => [page.id, cmsBlocksView(page.blocks)]));
  } catch {
    return new Map();
  }
}
