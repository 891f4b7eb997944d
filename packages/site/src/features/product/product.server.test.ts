import { describe, expect, it, vi } from "vitest";
import type { TApiClient } from "../../server/api.server.ts";
import { loadProduct } from "./product.server.ts";

describe("loadProduct", () => {
  const product = (slug: string, url: string) => ({ slug, url, name: slug });
  /** Answers like the API: the exact slug, else the longest existing slug without article suffixes. */
  function fakeApi(products: Record<string, { slug: string; url: string; name: string }>) {
    const getProductBySlug = vi.fn(async ({ params }: { params: { slug: string } }) => {
      let candidate = params.slug;
      while (!products[candidate] && /-\d+$/.test(candidate)) candidate = candidate.replace(/-\d+$/, "");
      const found = products[candidate];
      return found
        ? { status: 200, body: found, headers: new Headers() }
        : { status: 404, body: { message: "Не найдено" }, headers: new Headers() };
    });
    return { products: { getProductBySlug } } as unknown as TApiClient & {
      products: { getProductBySlug: typeof getProductBySlug };
    };
  }
  async function outcome(promise: Promise<unknown>) {
    try {
      return { value: await promise };
    } catch (thrown) {
      if (thrown instanceof Response)
        return { status: thrown.status, location: thrown.headers.get("Location") };
      return { status: (thrown as { init?: { status?: number } }).init?.status ?? -1 };
    }
  }
  const api = fakeApi({
    "acuvue-oasys": product("acuvue-oasys", "/product/acuvue-oasys"),
    "oprava-vl-684": product("oprava-vl-684", "/ochki/oprava-vl-684"),
    "sertifikat-1000": product("sertifikat-1000", "/sertifikaty"),
  });

  it("answers a product at its own address", async () => {
    expect(
      await outcome(loadProduct(api, "acuvue-oasys", new URL("http://x/product/acuvue-oasys"))),
    ).toHaveProperty("value.slug", "acuvue-oasys");
  });
  it("301s a product shown elsewhere (glasses, the 1000-rub certificate)", async () => {
    expect(
      await outcome(loadProduct(api, "oprava-vl-684", new URL("http://x/product/oprava-vl-684?a=1"))),
    ).toEqual({
      status: 301,
      location: "/ochki/oprava-vl-684?a=1",
    });
    expect(
      await outcome(loadProduct(api, "sertifikat-1000", new URL("http://x/product/sertifikat-1000"))),
    ).toEqual({
      status: 301,
      location: "/sertifikaty",
    });
  });
  it("301s an old slug with article numbers to the existing one in one API call, else 404", async () => {
    api.products.getProductBySlug.mockClear();
    expect(
      await outcome(
        loadProduct(api, "acuvue-oasys-12345", new URL("http://x/product/acuvue-oasys-12345?a=1")),
      ),
    ).toEqual({ status: 301, location: "/product/acuvue-oasys?a=1" });
    expect(api.products.getProductBySlug).toHaveBeenCalledTimes(1);
    api.products.getProductBySlug.mockClear();
    const worst = `z${"-1".repeat(49)}`;
    expect(await outcome(loadProduct(api, worst, new URL(`http://x/product/${worst}`)))).toEqual({
      status: 404,
    });
    expect(api.products.getProductBySlug).toHaveBeenCalledTimes(1);
  });
  it("404s a slug that cannot be one without calling the API (NUL byte, 101 characters)", async () => {
    api.products.getProductBySlug.mockClear();
    for (const slug of ["\u0000", "a\u0000b", "a".repeat(101), "A B"]) {
      expect(await outcome(loadProduct(api, slug, new URL("http://x/product/x")))).toEqual({ status: 404 });
    }
    expect(api.products.getProductBySlug).not.toHaveBeenCalled();
  });
  it("404s when the API refuses the slug (400)", async () => {
    const refusing = {
      products: {
        getProductBySlug: async () => ({ status: 400, body: { message: "x" }, headers: new Headers() }),
      },
    } as unknown as TApiClient;
    expect(await outcome(loadProduct(refusing, "ok-slug", new URL("http://x/product/ok-slug")))).toEqual({
      status: 404,
    });
  });
});
