import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { siteMeta } from "../root.tsx";
import { meta } from "./campaign.tsx";

const matches = [
  {
    id: "root",
    // biome-ignore lint/suspicious/noExplicitAny: only `error` is read
    meta: siteMeta({ name: "Оптика" })({ error: undefined } as any) as MetaDescriptor[],
    loaderData: { siteOrigin: "https://optika.example" },
  },
];

function campaignMeta(status: "current" | "upcoming" | "expired", shareImage: string | null) {
  const loaderData = {
    campaign: {
      title: "Чёрная пятница в салонах оптики",
      lead: "Три дня скидок до 50% на оправы.",
      dates: "с 20 октября 2026 по 23 октября 2026",
      status,
      shareImage,
    },
    canonical: "https://optika.example/aktsii/chernaya-pyatnica",
  };
  // biome-ignore lint/suspicious/noExplicitAny: the meta function reads loaderData and matches only
  return meta({ loaderData, matches } as any) as MetaDescriptor[];
}
const descriptionOf = (tags: MetaDescriptor[]) =>
  (tags.find((tag) => "name" in tag && tag.name === "description") as { content?: string } | undefined)
    ?.content;

describe("promotion page meta", () => {
  it("says when the promotion runs in the tense of its status", () => {
    expect(descriptionOf(campaignMeta("expired", null))).toBe(
      "Три дня скидок до 50% на оправы. Акция действовала с 20 октября 2026 по 23 октября 2026.",
    );
    expect(descriptionOf(campaignMeta("upcoming", null))).toContain("Акция будет действовать с 20 октября");
    expect(descriptionOf(campaignMeta("current", null))).toContain("Акция действует с 20 октября");
  });

  it("shares its banner as og:image", () => {
    expect(campaignMeta("current", "/api/storage/image/9/800x800_contain_q80.jpg")).toContainEqual({
      property: "og:image",
      content: "https://optika.example/api/storage/image/9/800x800_contain_q80.jpg",
    });
  });
});
