import { describe, expect, it } from "vitest";
import { normalizePathMiddleware, oldServiceLocation } from "./normalize-path-middleware.ts";

/** The middleware's answer for a request URL: the redirect it throws, or undefined. */
async function redirectFor(href: string): Promise<{ status: number; location: string | null } | undefined> {
  try {
    await normalizePathMiddleware({ url: new URL(href) } as never, (() => undefined) as never);
    return undefined;
  } catch (thrown) {
    const response = thrown as Response;
    return { status: response.status, location: response.headers.get("location") };
  }
}

describe("normalizePathMiddleware", () => {
  it("sends //host and /\\host paths to a local path with one 301", async () => {
    expect(await redirectFor("http://localhost:3000//evil.example/catalog/linzy")).toEqual({
      status: 301,
      location: "/evil.example/catalog/linzy",
    });
    expect(await redirectFor("http://localhost:3000/\\evil.example/")).toEqual({
      status: 301,
      location: "/evil.example",
    });
  });

  it("lowercases and drops the trailing slash, keeping the query; a canonical path passes", async () => {
    expect(await redirectFor("http://localhost:3000/Catalog/Linzy/?page=2")).toEqual({
      status: 301,
      location: "/catalog/linzy?page=2",
    });
    expect(await redirectFor("http://localhost:3000/catalog/linzy")).toBeUndefined();
  });
});

describe("oldServiceLocation", () => {
  /** An API that knows the category 'diagnostika-zreniya' and the service 'proverka-zreniya-vzroslym'. */
  function api() {
    const asked: string[] = [];
    const client = {
      clinics: {
        listServices: async ({ query }: { query: { category: string } }) => {
          asked.push(`list ${query.category}`);
          const known = query.category === "diagnostika-zreniya";
          return {
            status: 200,
            body: { categories: known ? [{ slug: "diagnostika-zreniya", services: [] }] : [] },
          };
        },
        getService: async ({ params }: { params: { slug: string } }) => {
          asked.push(`service ${params.slug}`);
          return params.slug === "proverka-zreniya-vzroslym"
            ? {
                status: 200,
                body: { service: { slug: params.slug, category: { slug: "diagnostika-zreniya" } } },
              }
            : { status: 404, body: { message: "Не найдено" } };
        },
      },
    };
    return { asked, client: () => client as never };
  }

  it("sends an old service slug to that service's page, an unknown one to /uslugi", async () => {
    const { client } = api();
    expect(await oldServiceLocation("/uslugi/proverka-zreniya-vzroslym", client)).toBe(
      "/uslugi/diagnostika-zreniya/proverka-zreniya-vzroslym",
    );
    expect(await oldServiceLocation("/uslugi/staraya-usluga", client)).toBe("/uslugi");
  });

  it("leaves a category's page, deeper paths and other sections alone (no service lookup for those)", async () => {
    const { asked, client } = api();
    expect(await oldServiceLocation("/uslugi/diagnostika-zreniya", client)).toBeNull();
    expect(await oldServiceLocation("/uslugi/diagnostika-zreniya/proverka", client)).toBeNull();
    expect(await oldServiceLocation("/uslugi", client)).toBeNull();
    expect(await oldServiceLocation("/catalog/linzy", client)).toBeNull();
    expect(asked).toEqual(["list diagnostika-zreniya"]);
  });
});
