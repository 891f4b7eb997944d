import type { TCatalogListing } from "@optika/api-contract";
import { describe, expect, it, vi } from "vitest";
import type { TApiClient } from "../../server/api.server.ts";
import { listingQuery, loadListing } from "./listing.server.ts";

const listing = (canonicalPath: string): TCatalogListing => ({
  category: {
    id: 1,
    slug: "linzy",
    name: "Контактные линзы",
    kind: "lenses",
    url: "/catalog/linzy",
    seo_title: null,
    seo_description: null,
    products_count: 1,
  },
  filters: {},
  canonicalPath,
  sort: "popular",
  facets: [],
  products: [],
  pagination: { page: 1, perPage: 30, total: 0, pageCount: 1 },
});

function fakeApi(status: number, body: unknown) {
  const listCategoryProducts = vi.fn(async (_args: unknown) => ({ status, body, headers: new Headers() }));
  return { api: { catalog: { listCategoryProducts } } as unknown as TApiClient, listCategoryProducts };
}

async function outcome(promise: Promise<unknown>) {
  try {
    return { value: await promise };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("Location") };
    const init = (thrown as { init?: { status?: number } }).init;
    return { status: init?.status ?? -1 };
  }
}

describe("listingQuery", () => {
  it("passes filters, sort, page and per_page through as strings", () => {
    const url = new URL("http://x/catalog/linzy?sort=price_asc&page=2&per_page=60&utm=1");
    expect(listingQuery(url, { brand: ["acuvue"], period: ["odnodnevnye"] })).toEqual({
      filters: "brand=acuvue/period=odnodnevnye",
      sort: "price_asc",
      page: "2",
      per_page: "60",
    });
  });
});

describe("loadListing", () => {
  it("answers the listing for a canonical path", async () => {
    const { api, listCategoryProducts } = fakeApi(200, listing("/catalog/linzy/f/brand=acuvue"));
    const result = await outcome(
      loadListing(api, {
        categorySlug: "linzy",
        splat: "brand=acuvue",
        url: new URL("http://x/catalog/linzy/f/brand=acuvue"),
      }),
    );
    expect(result).toHaveProperty("value.canonicalPath", "/catalog/linzy/f/brand=acuvue");
    expect(listCategoryProducts).toHaveBeenCalledWith({
      params: { slug: "linzy" },
      query: { filters: "brand=acuvue" },
    });
  });
  it("301s a non-canonical filter order before calling the API", async () => {
    const { api, listCategoryProducts } = fakeApi(200, listing("/catalog/linzy"));
    const url = new URL("http://x/catalog/linzy/f/period=odnodnevnye/brand=acuvue?sort=new");
    expect(
      await outcome(
        loadListing(api, { categorySlug: "linzy", splat: "period=odnodnevnye/brand=acuvue", url }),
      ),
    ).toEqual({
      status: 301,
      location: "/catalog/linzy/f/brand=acuvue/period=odnodnevnye?sort=new",
    });
    expect(listCategoryProducts).not.toHaveBeenCalled();
  });
  it("404s a malformed filter path, an unknown sort, and the API's 404 and 400", async () => {
    const url = new URL("http://x/catalog/linzy/f/brand");
    expect(
      await outcome(loadListing(fakeApi(200, {}).api, { categorySlug: "linzy", splat: "brand", url })),
    ).toEqual({
      status: 404,
    });
    const badSort = new URL("http://x/catalog/linzy?sort=cheap");
    expect(
      await outcome(loadListing(fakeApi(200, {}).api, { categorySlug: "linzy", splat: "", url: badSort })),
    ).toEqual({
      status: 404,
    });
    const plain = new URL("http://x/catalog/linzy/f/brand=nope");
    for (const status of [404, 400]) {
      const { api } = fakeApi(status, { message: "Не найдено" });
      expect(
        await outcome(loadListing(api, { categorySlug: "linzy", splat: "brand=nope", url: plain })),
      ).toEqual({
        status: 404,
      });
    }
  });
  it("404s a 2,000-key filter path, a NUL-byte or over-long category at once, without an API call", async () => {
    const { api, listCategoryProducts } = fakeApi(200, listing("/catalog/linzy"));
    const splat = Array.from({ length: 2000 }, (_, i) => `k${i}=v`).join("/");
    const huge = new URL(`http://x/catalog/linzy/f/${splat}`);
    expect(await outcome(loadListing(api, { categorySlug: "linzy", splat, url: huge }))).toEqual({
      status: 404,
    });
    for (const categorySlug of ["\u0000", "a".repeat(101)]) {
      const url = new URL("http://x/catalog/x");
      expect(await outcome(loadListing(api, { categorySlug, splat: "", url }))).toEqual({ status: 404 });
    }
    expect(listCategoryProducts).not.toHaveBeenCalled();
  });
  it("404s a page beyond the last (/catalog/opravy?page=99), whether the API says so or not", async () => {
    const url = new URL("http://x/catalog/opravy?page=99");
    const beyond = {
      ...listing("/catalog/opravy"),
      pagination: { page: 99, perPage: 30, total: 36, pageCount: 2 },
    };
    expect(
      await outcome(loadListing(fakeApi(200, beyond).api, { categorySlug: "opravy", splat: "", url })),
    ).toEqual({
      status: 404,
    });
    const { api } = fakeApi(404, { message: "Страница не найдена" });
    expect(await outcome(loadListing(api, { categorySlug: "opravy", splat: "", url }))).toEqual({
      status: 404,
    });
  });
  it("sends the certificates category to /sertifikaty", async () => {
    const url = new URL("http://x/catalog/podarochnye-sertifikaty");
    expect(
      await outcome(
        loadListing(fakeApi(200, {}).api, { categorySlug: "podarochnye-sertifikaty", splat: "", url }),
      ),
    ).toEqual({ status: 301, location: "/sertifikaty" });
  });
  it("keeps a page at its own path (lens types) and adds the page's filters", async () => {
    const { api, listCategoryProducts } = fakeApi(200, listing("/catalog/linzy/f/period=odnodnevnye"));
    const url = new URL("http://x/lenses/daily?page=2");
    await loadListing(api, {
      categorySlug: "linzy",
      splat: "",
      url,
      fixedPath: true,
      baseFilters: { period: ["odnodnevnye"] },
    });
    expect(listCategoryProducts).toHaveBeenCalledWith({
      params: { slug: "linzy" },
      query: { filters: "period=odnodnevnye", page: "2" },
    });
  });
});
