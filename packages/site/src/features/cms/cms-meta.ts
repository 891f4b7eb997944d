import type { MetaDescriptor } from "react-router";
import { pageMeta } from "../seo/meta.ts";
import type { TCmsPageView } from "./cms-view.ts";

type TMatches = Parameters<typeof pageMeta>[0];

/** A CMS page's title, description and canonical link; a preview is never indexed. */
export function cmsPageMeta(
  matches: TMatches,
  page: Pick<TCmsPageView, "seoTitle" | "seoDescription" | "title"> | undefined,
  options: { canonical?: string | null; isPreview?: boolean },
): MetaDescriptor[] {
  if (!page) return [];
  const tags = pageMeta(matches, {
    title: page.seoTitle || page.title,
    description: page.seoDescription,
    canonical: options.isPreview ? null : options.canonical,
  });
  return options.isPreview ? [...tags, { name: "robots", content: "noindex, nofollow" }] : tags;
}
