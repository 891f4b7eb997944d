import type { MetaDescriptor } from "react-router";

type TMatchLike =
  | { id: string; pathname?: string; meta?: readonly MetaDescriptor[]; loaderData?: unknown; data?: unknown }
  | undefined;

/** The site origin of this host (root loader's `siteOrigin`, see site-origin.ts), null before it loaded. */
export function siteOriginFrom(matches: readonly TMatchLike[]): string | null {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { siteOrigin?: unknown } | undefined;
  return typeof data?.siteOrigin === "string" ? data.siteOrigin : null;
}

/**
 * The page's canonical URL on this host: the given canonical (its path and query) on the site
 * origin, or the page's own path (without query) when the page gives none.
 */
export function canonicalOnHost(matches: readonly TMatchLike[], canonical?: string | null): string | null {
  const origin = siteOriginFrom(matches);
  if (canonical) {
    if (!origin) return canonical;
    const url = new URL(canonical, origin);
    return `${origin}${url.pathname}${url.search}`;
  }
  const pathname = matches.at(-1)?.pathname;
  if (!origin || !pathname) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return `${origin}${path.startsWith("/") ? path : `/${path}`}`;
}

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

export type TPageMetaInput = {
  title: string;
  description: string;
  /** the canonical URL (its origin is replaced by this host's); the page's path when absent */
  canonical?: string | null;
  /** absolute or local URL of the page's picture (products, articles): og:image, twitter:image */
  image?: string | null;
  /** og:type: "website" (default), "product", "article" */
  type?: "website" | "product" | "article";
};

/**
 * Title (with the site name appended), description, the canonical link on this host, and the
 * Open Graph and Twitter card tags (title, description, url, site_name, image when given).
 */
export function pageMeta(matches: readonly TMatchLike[], page: TPageMetaInput): MetaDescriptor[] {
  const siteName = siteNameFrom(matches);
  const canonical = canonicalOnHost(matches, page.canonical);
  const origin = siteOriginFrom(matches);
  const image = page.image && origin ? new URL(page.image, origin).href : (page.image ?? null);
  const tags: MetaDescriptor[] = [
    { title: brandTitle(page.title, siteName) },
    { name: "description", content: page.description },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:locale", content: "ru_RU" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  ];
  if (siteName) tags.push(siteNameTag(siteName));
  if (canonical) {
    tags.push({ tagName: "link", rel: "canonical", href: canonical });
    tags.push({ property: "og:url", content: canonical });
  }
  if (image) {
    tags.push({ property: "og:image", content: image });
    tags.push({ name: "twitter:image", content: image });
  }
  return tags;
}
