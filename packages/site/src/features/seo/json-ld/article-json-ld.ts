import type { Article, WithContext } from "schema-dts";

export type TArticleJsonLdInput = {
  readonly headline: string;
  /** absolute URL of the article page */
  readonly url: string;
  readonly description?: string | null;
  /** absolute image URLs */
  readonly images?: readonly string[];
  /** ISO 8601 */
  readonly datePublished: string;
  /** ISO 8601; the publication date when absent */
  readonly dateModified?: string | null;
  /** the author (a specialist) when known, else the brand */
  readonly authorName?: string | null;
  /** the brand's name */
  readonly publisherName: string;
  /** absolute URL of the brand's logo */
  readonly publisherLogo?: string | null;
  /** `NewsArticle`/`BlogPosting` are subtypes; articles of /stat and /charity are `Article` */
  readonly type?: "Article" | "BlogPosting" | "NewsArticle";
};

/** schema.org `Article` of an article page (/stat/…, /charity/…), for the content pages. */
export function articleJsonLd(input: TArticleJsonLdInput): WithContext<Article> {
  const publisher = {
    "@type": "Organization" as const,
    name: input.publisherName,
    ...(input.publisherLogo ? { logo: { "@type": "ImageObject" as const, url: input.publisherLogo } } : {}),
  };
  return {
    "@context": "https://schema.org",
    "@type": input.type ?? "Article",
    headline: input.headline.slice(0, 110),
    url: input.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": input.url },
    ...(input.description ? { description: input.description } : {}),
    ...(input.images && input.images.length > 0 ? { image: [...input.images] } : {}),
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    author: input.authorName
      ? { "@type": "Person", name: input.authorName }
      : { "@type": "Organization", name: input.publisherName },
    publisher,
    inLanguage: "ru-RU",
  } as WithContext<Article>;
}
