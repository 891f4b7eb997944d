import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { siteMeta } from "../root.tsx";
import { meta } from "./lenses-index.tsx";

describe("/lenses meta", () => {
  it("is titled apart from the clinics' service 'Подбор контактных линз' (two pages, one title before)", () => {
    const matches = [
      {
        id: "root",
        // biome-ignore lint/suspicious/noExplicitAny: only `error` is read
        meta: siteMeta({ name: "Оптика" })({ error: undefined } as any) as MetaDescriptor[],
        loaderData: { siteOrigin: "https://optika.example" },
      },
      { id: "lenses", pathname: "/lenses" },
    ];
    // biome-ignore lint/suspicious/noExplicitAny: the meta function reads matches only
    const tags = meta({ matches } as any) as MetaDescriptor[];
    const title = (tags.find((tag) => "title" in tag) as { title?: string } | undefined)?.title;
    expect(title).toBe("Выбор контактных линз по типу — Оптика");
    expect(title).not.toBe("Подбор контактных линз — Оптика");
  });
});
