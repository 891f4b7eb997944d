import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { siteMeta } from "../../root.tsx";
import { pageMeta, siteNameFrom } from "./meta.ts";

const partner = { name: "JJ Vision" };

function rootMeta(error?: unknown): MetaDescriptor[] {
  // biome-ignore lint/suspicious/noExplicitAny: only `error` is read
  return siteMeta(partner)({ error } as any) as MetaDescriptor[];
}

function titleOf(tags: MetaDescriptor[]) {
  return (tags.find((tag) => "title" in tag) as { title?: string } | undefined)?.title;
}

describe("brand-visible names in the head", () => {
  it("the root's title and og:site_name carry the brand's name, not the company's", () => {
    const tags = rootMeta();
    expect(titleOf(tags)).toBe("Контактные линзы, очки и проверка зрения — JJ Vision");
    expect(tags).toContainEqual({ property: "og:site_name", content: "JJ Vision" });
    expect(JSON.stringify(tags)).not.toContain("Оптика");
  });

  it("a page's title ends with the brand's name the root published, and repeats og:site_name", () => {
    const matches = [{ id: "root", meta: rootMeta() }];
    expect(siteNameFrom(matches)).toBe("JJ Vision");
    const tags = pageMeta(matches, { title: "Оправы", description: "Оправы для очков" });
    expect(titleOf(tags)).toBe("Оправы — JJ Vision");
    expect(tags).toContainEqual({ property: "og:site_name", content: "JJ Vision" });
  });

  it("the 404 page is titled 'Страница не найдена — {brand}' and not indexed", () => {
    const tags = rootMeta(new Response(null, { status: 404 }));
    expect(titleOf(tags)).toBe("Страница не найдена — JJ Vision");
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });
});

describe("canonical, Open Graph and Twitter tags on this host", () => {
  const matches = [
    { id: "root", meta: rootMeta(), loaderData: { siteOrigin: "https://ekb.optika.example" } },
    { id: "product", pathname: "/catalog/linzy/" },
  ];

  it("the canonical link and og:url are on the host's origin, from the given canonical or the page's path", () => {
    const given = pageMeta(matches, {
      title: "Линзы",
      description: "d",
      canonical: "http://localhost:3000/catalog/linzy?page=2",
    });
    expect(given).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://ekb.optika.example/catalog/linzy?page=2",
    });
    expect(given).toContainEqual({
      property: "og:url",
      content: "https://ekb.optika.example/catalog/linzy?page=2",
    });
    const fallback = pageMeta(matches, { title: "Линзы", description: "d" });
    expect(fallback).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://ekb.optika.example/catalog/linzy",
    });
  });

  it("a page with a picture gets og:image and a large Twitter card, absolute on the host", () => {
    const tags = pageMeta(matches, {
      title: "Acuvue",
      description: "d",
      image: "/api/storage/image/7/800x800_contain_q80.webp",
      type: "product",
    });
    expect(tags).toContainEqual({
      property: "og:image",
      content: "https://ekb.optika.example/api/storage/image/7/800x800_contain_q80.webp",
    });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags).toContainEqual({ property: "og:type", content: "product" });
    expect(tags).toContainEqual({ property: "og:site_name", content: "JJ Vision" });
  });
});
