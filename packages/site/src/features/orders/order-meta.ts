import type { MetaDescriptor } from "react-router";
import { pageMeta } from "../seo/meta.ts";

type TMatchLike = { id: string; meta?: readonly MetaDescriptor[] } | undefined;

/** An order page's meta: its title, a description, and `noindex` (orders are personal). */
export function orderPageMeta(
  matches: readonly TMatchLike[],
  page: { title: string; description: string },
): MetaDescriptor[] {
  return [...pageMeta(matches, page), { name: "robots", content: "noindex, nofollow" }];
}
