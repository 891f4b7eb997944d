import { describe, expect, it, vi } from "vitest";
import type { TApiClient } from "../../server/api.server";
import { legacySlugCandidates, loadProduct } from "./product.server";

describe("legacySlugCandidates", () => {
  it("strips article numbers one by one", () => {
    expect(legacySlugCandidates("acuvue-oasys-12345")).toEqual(["acuvue-oasys"]);
    expect(legacySlugCandidates("lens-1-2")).toEqual(["lens-1", "lens"]);
    expect(legacySlugCandidates("acuvue-oasys")).toEqual([]);
    expect(legacySlugCandidates("123")).toEqual([]);
  });
});

describe("loadProduct", () => {
  const product = (slug: string, url: string) => ({ slug, url, name: slug });
  function fakeApi(products: Record<string, { slug: string; url: string; name: string }>) {
    const getProductBySlug = vi.fn(async ({ params }: { params: { slug: string } }) => {
      const found = products[params.slug];
      return found
        ? { status: 200, body: found, headers: new Headers() }
        : { status: 404, body: { message: "Не найдено" }, headers: new Headers() };
    });
    return { products: { getProductBySlug } } as unknown as TApiClient;
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
  it("301s an old slug with an article number to the existing one, else 404", async () => {
    expect(
      await outcome(loadProduct(api, "acuvue-oasys-12345", new URL("http://x/product/acuvue-oasys-12345"))),
    ).toEqual({ status: 301, location: "/product/acuvue-oasys" });
    expect(await outcome(loadProduct(api, "unknown-1", new URL("http://x/product/unknown-1")))).toEqual({
      status: 404,
    });
  });
});
