import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { siteMeta } from "../root.tsx";
import { meta as questionsMeta } from "./questions-index.tsx";
import { meta as reviewsMeta } from "./reviews.tsx";

const matches = [
  {
    id: "root",
    // biome-ignore lint/suspicious/noExplicitAny: only `error` is read
    meta: siteMeta({ name: "Оптика" })({ error: undefined } as any) as MetaDescriptor[],
    loaderData: { siteOrigin: "https://optika.example" },
  },
];
const titleOf = (tags: MetaDescriptor[]) =>
  (tags.find((tag) => "title" in tag) as { title?: string } | undefined)?.title;
// biome-ignore lint/suspicious/noExplicitAny: the meta functions read loaderData and matches only
const run = (meta: (args: any) => unknown, loaderData: unknown) =>
  meta({ loaderData, matches }) as MetaDescriptor[];

describe("paginated content listings: each page its own title (each has its own canonical)", () => {
  it("/reviews?page=2", () => {
    expect(titleOf(run(reviewsMeta, { pagination: { page: 1 }, canonical: null }))).toBe(
      "Отзывы о клиниках и салонах — Оптика",
    );
    expect(titleOf(run(reviewsMeta, { pagination: { page: 2 }, canonical: null }))).toBe(
      "Отзывы о клиниках и салонах — страница 2 — Оптика",
    );
  });

  it("/questions-specialist?page=3 and a topic's page 2", () => {
    expect(titleOf(run(questionsMeta, { pagination: { page: 3 }, topic: null, canonical: null }))).toBe(
      "Вопросы специалистам — страница 3 — Оптика",
    );
    expect(
      titleOf(
        run(questionsMeta, {
          pagination: { page: 2 },
          topic: { name: "Контактные линзы", slug: "kontaktnye-linzy" },
          canonical: null,
        }),
      ),
    ).toBe("Вопросы специалистам: Контактные линзы — страница 2 — Оптика");
  });
});
