import type { MetaDescriptor } from "react-router";
import { pageMeta } from "../seo/meta.ts";

type TMatches = Parameters<typeof pageMeta>[0];

/** A personal page's meta: its title with the site's name, never indexed. */
export function personalPageMeta(matches: TMatches, title: string): MetaDescriptor[] {
  return [
    ...pageMeta(matches, { title, description: title }),
    { name: "robots", content: "noindex, nofollow" },
  ];
}
