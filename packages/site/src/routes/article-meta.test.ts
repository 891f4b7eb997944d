import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { siteMeta } from "../root.tsx";
import { meta } from "./article.tsx";

const matches = [
  {
    id: "root",
    // biome-ignore lint/suspicious/noExplicitAny: only `error` is read
    meta: siteMeta({ name: "Оптика" })({ error: undefined } as any) as MetaDescriptor[],
    loaderData: { siteOrigin: "https://ekb.optika.example" },
  },
];

function articleMeta(shareImage: string | null) {
  const loaderData = {
    article: { title: "Близорукость у школьников", lead: "Как замедлить её развитие.", shareImage },
    canonical: "http://localhost:3000/stat/detskoe-zrenie/blizorukost",
  };
  // biome-ignore lint/suspicious/noExplicitAny: the meta function reads loaderData and matches only
  return meta({ loaderData, matches } as any) as MetaDescriptor[];
}

describe("article page meta", () => {
  it("has one og:type, 'article'", () => {
    const types = articleMeta(null).filter((tag) => "property" in tag && tag.property === "og:type");
    expect(types).toEqual([{ property: "og:type", content: "article" }]);
  });

  it("shares the cover as og:image on the host's origin, with a large Twitter card", () => {
    const tags = articleMeta("/api/storage/image/7/800x800_contain_q80.jpg");
    expect(tags).toContainEqual({
      property: "og:image",
      content: "https://ekb.optika.example/api/storage/image/7/800x800_contain_q80.jpg",
    });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("without a cover: no og:image, a summary card", () => {
    const tags = articleMeta(null);
    expect(tags.some((tag) => "property" in tag && tag.property === "og:image")).toBe(false);
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
  });
});
