import type { MetaDescriptor } from "react-router";

type TMatchLike = { id: string; loaderData?: unknown } | undefined;

/** The site name from the root loader (config siteName), when the root loaded. */
export function siteNameFrom(matches: readonly TMatchLike[]): string | null {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { siteName?: unknown }
    | undefined;
  return typeof root?.siteName === "string" && root.siteName ? root.siteName : null;
}

/** Title (with the site name appended), description and, when given, the canonical link. */
export function pageMeta(
  matches: readonly TMatchLike[],
  page: { title: string; description: string; canonical?: string | null },
): MetaDescriptor[] {
  const siteName = siteNameFrom(matches);
  const title = siteName && !page.title.includes(siteName) ? `${page.title} — ${siteName}` : page.title;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
  ];
  if (page.canonical) tags.push({ tagName: "link", rel: "canonical", href: page.canonical });
  return tags;
}
