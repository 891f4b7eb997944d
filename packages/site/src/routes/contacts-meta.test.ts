import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { siteMeta } from "../root.tsx";
import { meta } from "./contacts.tsx";

function contactsMeta(city: { name: string } | undefined, places: unknown[] = [{ id: 1 }]) {
  const matches = [
    {
      id: "root",
      // biome-ignore lint/suspicious/noExplicitAny: only `error` is read
      meta: siteMeta({ name: "Оптика" })({ error: undefined } as any) as MetaDescriptor[],
      loaderData: { siteOrigin: "https://chelyabinsk.optika.example", ...(city ? { city } : {}) },
    },
    { id: "kontakty", pathname: "/kontakty" },
  ];
  const loaderData = { canonical: "https://chelyabinsk.optika.example/kontakty", places };
  // biome-ignore lint/suspicious/noExplicitAny: the meta function reads loaderData and matches only
  return meta({ loaderData, matches } as any) as MetaDescriptor[];
}

const titleOf = (tags: MetaDescriptor[]) =>
  (tags.find((tag) => "title" in tag) as { title?: string } | undefined)?.title;
const descriptionOf = (tags: MetaDescriptor[]) =>
  (tags.find((tag) => "name" in tag && tag.name === "description") as { content?: string } | undefined)
    ?.content;

const robotsOf = (tags: MetaDescriptor[]) =>
  (tags.find((tag) => "name" in tag && tag.name === "robots") as { content?: string } | undefined)?.content;

describe("/kontakty meta", () => {
  it("names the city in the title and description, so each city subdomain's page is told apart", () => {
    const tags = contactsMeta({ name: "Челябинск" });
    expect(titleOf(tags)).toBe("Контакты в городе Челябинск — Оптика");
    expect(descriptionOf(tags)).toContain("клиник и салонов оптики в городе Челябинск");
  });

  it("is indexed where the city has places, noindex (links followed) where it has none", () => {
    expect(robotsOf(contactsMeta({ name: "Челябинск" }))).toBeUndefined();
    expect(robotsOf(contactsMeta({ name: "Барнаул" }, []))).toBe("noindex, follow");
  });

  it("falls back to the default city when the root has none", () => {
    expect(titleOf(contactsMeta(undefined))).toBe("Контакты в городе Екатеринбург — Оптика");
  });
});
