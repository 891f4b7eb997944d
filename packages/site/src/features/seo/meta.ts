import type { MetaDescriptor } from "react-router";

type TMatchLike = { id: string; meta?: readonly MetaDescriptor[] } | undefined;

/** The og:site_name tag: the brand's name, which every title also ends with. */
export function siteNameTag(siteName: string): MetaDescriptor {
  return { property: "og:site_name", content: siteName };
}

/** 'Страница не найдена' + 'JJ Vision' → 'Страница не найдена — JJ Vision' (unless it is already there). */
export function brandTitle(title: string, siteName: string | null): string {
  return siteName && !title.includes(siteName) ? `${title} — ${siteName}` : title;
}

/**
 * The brand's name, as the root's meta published it (og:site_name, from the app's brand object);
 * null when the root has no meta yet.
 */
export function siteNameFrom(matches: readonly TMatchLike[]): string | null {
  const root = matches.find((match) => match?.id === "root");
  const tag = root?.meta?.find(
    (descriptor) => "property" in descriptor && descriptor.property === "og:site_name",
  ) as { content?: unknown } | undefined;
  return typeof tag?.content === "string" && tag.content ? tag.content : null;
}

/** Title (with the site name appended), description and, when given, the canonical link. */
export function pageMeta(
  matches: readonly TMatchLike[],
  page: { title: string; description: string; canonical?: string | null },
): MetaDescriptor[] {
  const siteName = siteNameFrom(matches);
  const tags: MetaDescriptor[] = [
    { title: brandTitle(page.title, siteName) },
    { name: "description", content: page.description },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
  ];
  if (siteName) tags.push(siteNameTag(siteName));
  if (page.canonical) tags.push({ tagName: "link", rel: "canonical", href: page.canonical });
  return tags;
}
