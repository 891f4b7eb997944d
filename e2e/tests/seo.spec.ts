// SEO and analytics (issue 14, decision 0043): robots.txt and the sitemap per host (a city
// subdomain gets its own), every listed catalogue URL answers 200, canonical / noindex / Open Graph
// in the SSR HTML, JSON-LD parsed from the SSR HTML and validated against the schemas the unit tests
// use, the commerce data layer, and no metrics counter before cookie consent — on both brands.
import { expect, type Page, test } from "@playwright/test";
import {
  jsonLdProblems,
  jsonLdTypes,
} from "../../packages/site/src/features/seo/json-ld/validate-json-ld.ts";
import { clickUntil } from "../support/click-until.ts";
import { answerShellQuestions } from "../support/shell-popups.ts";

/**
 * The project's storefront on a city subdomain (Chromium resolves *.localhost to loopback); the
 * default city has none of its own (ekb. redirects to the base host, decision 0056).
 */
function cityOrigin(subDomain = "chelyabinsk"): string {
  const url = new URL(test.info().project.use.baseURL ?? "");
  return `${url.protocol}//${subDomain}.localhost:${url.port}`;
}

/** GET through the browser (same origin as the page), without following redirects. */
async function fetchText(page: Page, url: string): Promise<{ status: number; type: string; text: string }> {
  return page.evaluate(async (target) => {
    const response = await fetch(target, { redirect: "manual" });
    return {
      status: response.status,
      type: response.headers.get("content-type") ?? "",
      text: await response.text(),
    };
  }, url);
}

/** The `<loc>`s of a sitemap document; throws when it is not well-formed XML of that root. */
async function locsOf(page: Page, xml: string, root: "sitemapindex" | "urlset"): Promise<string[]> {
  const result = await page.evaluate(
    ([text, rootName]) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      if (doc.getElementsByTagName("parsererror").length > 0) return { error: "not well-formed" };
      if (doc.documentElement.localName !== rootName)
        return { error: `root ${doc.documentElement.localName}` };
      if (doc.documentElement.namespaceURI !== "http://www.sitemaps.org/schemas/sitemap/0.9") {
        return { error: "namespace" };
      }
      return { locs: [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent ?? "") };
    },
    [xml, root] as const,
  );
  if ("error" in result) throw new Error(`sitemap ${root}: ${result.error}`);
  return result.locs;
}

/** JSON-LD blocks of the HTML as the server sent it. */
function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? "null"),
  );
}

function headTag(html: string, pattern: RegExp): string | null {
  return html.match(pattern)?.[1] ?? null;
}

const canonicalOf = (html: string) => headTag(html, /<link rel="canonical" href="([^"]+)"/);
const metaOf = (html: string, key: string) =>
  headTag(html, new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`));

test.describe("robots.txt and the sitemap of a city subdomain", () => {
  test("robots.txt keeps crawlers out of personal pages and points to the host's own sitemap", async ({
    page,
  }) => {
    const origin = cityOrigin();
    await page.goto(`${origin}/kontakty`);
    const robots = await fetchText(page, `${origin}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.type).toMatch(/^text\/plain/);
    for (const path of ["/checkout", "/profile", "/cart", "/search", "/cms-page-preview", "/api/"]) {
      expect(robots.text).toContain(`Disallow: ${path}\n`);
    }
    expect(robots.text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test("the index and its section files are well-formed, on the subdomain, and every catalogue URL answers 200", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const origin = cityOrigin();
    await page.goto(`${origin}/kontakty`);
    const index = await fetchText(page, `${origin}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.type).toMatch(/xml/);
    const files = await locsOf(page, index.text, "sitemapindex");
    expect(files.map((f) => new URL(f).pathname)).toEqual(
      expect.arrayContaining([
        "/sitemaps/static-1.xml",
        "/sitemaps/categories-1.xml",
        "/sitemaps/filters-1.xml",
        "/sitemaps/products-1.xml",
      ]),
    );
    for (const file of files) expect(file.startsWith(`${origin}/sitemaps/`), file).toBe(true);

    const urlsOf = async (section: string) => {
      const file = await fetchText(page, `${origin}/sitemaps/${section}-1.xml`);
      expect(file.status, section).toBe(200);
      const locs = await locsOf(page, file.text, "urlset");
      expect(locs.length, section).toBeGreaterThan(0);
      for (const loc of locs) expect(loc.startsWith(`${origin}/`), loc).toBe(true);
      return locs;
    };
    const categories = await urlsOf("categories");
    const statics = await urlsOf("static");
    const filters = await urlsOf("filters");
    const products = await urlsOf("products");
    // small sections in full, the big ones sampled evenly
    const sample = (list: string[], n: number) =>
      list.length <= n ? list : list.filter((_, i) => i % Math.ceil(list.length / n) === 0);
    const checked = [...categories, ...statics, ...sample(filters, 25), ...sample(products, 25)];
    for (const url of checked) {
      const { status } = await fetchText(page, url);
      expect(status, url).toBe(200);
    }
    expect((await fetchText(page, `${origin}/sitemaps/nope-1.xml`)).status).toBe(404);
  });

  test("robots.txt and the sitemaps of a label without a city of its own redirect as its pages do", async ({
    request,
    baseURL,
  }) => {
    const port = new URL(baseURL ?? "").port;
    for (const label of ["nosuch", "www", "ekb"]) {
      for (const path of ["/robots.txt", "/sitemap.xml", "/sitemaps/static-1.xml"]) {
        const answer = await request.get(`http://127.0.0.1:${port}${path}`, {
          headers: { host: `${label}.localhost:${port}` },
          maxRedirects: 0,
        });
        expect(answer.status(), `${label} ${path}`).toBe(301);
        expect(answer.headers().location).toBe(`http://localhost:${port}${path}`);
      }
    }
    // each host's robots.txt names that host's sitemap
    for (const host of [`localhost:${port}`, `chelyabinsk.localhost:${port}`, `barnaul.localhost:${port}`]) {
      const robots = await request.get(`http://127.0.0.1:${port}/robots.txt`, { headers: { host } });
      expect(robots.status(), host).toBe(200);
      expect(await robots.text()).toContain(`Sitemap: http://${host}/sitemap.xml\n`);
    }
  });

  test("a city without clinics: its /kontakty is noindex and its sitemap leaves it out", async ({ page }) => {
    const barnaul = cityOrigin("barnaul");
    const html = (await (await page.goto(`${barnaul}/kontakty`))?.text()) ?? "";
    expect(html).toContain("В городе Барнаул пока нет наших салонов.");
    expect(metaOf(html, "robots")).toBe("noindex, follow");
    const statics = async (origin: string) =>
      locsOf(page, (await fetchText(page, `${origin}/sitemaps/static-1.xml`)).text, "urlset");
    const listed = await statics(barnaul);
    expect(listed).toContain(`${barnaul}/`);
    expect(listed).not.toContain(`${barnaul}/kontakty`);
    const chelyabinsk = cityOrigin();
    const withClinics = (await (await page.goto(`${chelyabinsk}/kontakty`))?.text()) ?? "";
    expect(metaOf(withClinics, "robots")).toBeNull();
    expect(await statics(chelyabinsk)).toContain(`${chelyabinsk}/kontakty`);
  });

  test("the base host's sitemap lists base-host URLs", async ({ page, baseURL }) => {
    await page.goto("/kontakty");
    const index = await fetchText(page, "/sitemap.xml");
    const files = await locsOf(page, index.text, "sitemapindex");
    expect(files[0]?.startsWith(`${baseURL}/sitemaps/`)).toBe(true);
  });
});

test.describe("head tags and JSON-LD in the SSR HTML", () => {
  test("home: canonical, Open Graph of the brand, Organization and WebSite with a SearchAction", async ({
    page,
  }) => {
    const origin = cityOrigin();
    const html = await (await page.goto(`${origin}/`))?.text();
    expect(html).toBeTruthy();
    const doc = html ?? "";
    expect(canonicalOf(doc)).toBe(`${origin}/`);
    expect(metaOf(doc, "og:url")).toBe(`${origin}/`);
    expect(metaOf(doc, "og:site_name")).toBeTruthy();
    expect(metaOf(doc, "og:title")).toBeTruthy();
    expect(metaOf(doc, "twitter:card")).toBeTruthy();
    const blocks = jsonLdOf(doc);
    expect(blocks.flatMap(jsonLdTypes)).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    for (const block of blocks) expect(jsonLdProblems(block)).toEqual([]);
    expect(JSON.stringify(blocks)).toContain(`${origin}/search?search={search_term_string}`);
    // each brand names itself
    const org = blocks.flat().find((b) => (b as { "@type"?: string })["@type"] === "Organization") as {
      name: string;
      logo: string;
    };
    expect(metaOf(doc, "og:site_name")).toBe(org.name);
    // the logo is a file a crawler can fetch (it was the page's data: URI glued to the origin)
    expect(org.logo).toMatch(new RegExp(`^${origin}/assets/logo-[\\w-]+\\.svg$`));
    const logo = await page.goto(org.logo); // the browser: Node does not resolve *.localhost
    expect(logo?.status()).toBe(200);
    expect(logo?.headers()["content-type"]).toContain("image/svg+xml");
  });

  test("catalogue and product: canonical on the subdomain, og:image, BreadcrumbList and a Product with an Offer in RUB", async ({
    page,
  }) => {
    const origin = cityOrigin();
    const listing = (await (await page.goto(`${origin}/catalog/linzy`))?.text()) ?? "";
    expect(canonicalOf(listing)).toBe(`${origin}/catalog/linzy`);
    const listingBlocks = jsonLdOf(listing);
    expect(listingBlocks.flatMap(jsonLdTypes)).toContain("BreadcrumbList");
    for (const block of listingBlocks) expect(jsonLdProblems(block)).toEqual([]);

    const href = await page
      .locator("article[data-product-id] a[href^='/product/']")
      .first()
      .getAttribute("href");
    const html = (await (await page.goto(`${origin}${href}`))?.text()) ?? "";
    expect(canonicalOf(html)).toBe(`${origin}${href}`);
    expect(metaOf(html, "og:type")).toBe("product");
    expect(metaOf(html, "og:image")).toMatch(new RegExp(`^${origin}/api/storage/image/`));
    const blocks = jsonLdOf(html);
    expect(blocks.flatMap(jsonLdTypes)).toEqual(expect.arrayContaining(["Product", "BreadcrumbList"]));
    for (const block of blocks) expect(jsonLdProblems(block)).toEqual([]);
    const product = blocks.find((b) => (b as { "@type"?: string })["@type"] === "Product") as {
      offers: { priceCurrency: string; availability: string; price: string };
      url: string;
    };
    expect(product.url).toBe(`${origin}${href}`);
    expect(product.offers.priceCurrency).toBe("RUB");
    expect(product.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  });

  test("contacts: clinics as Optician / MedicalClinic with address, geo, phone and hours", async ({
    page,
  }) => {
    const origin = cityOrigin();
    const html = (await (await page.goto(`${origin}/kontakty`))?.text()) ?? "";
    expect(canonicalOf(html)).toBe(`${origin}/kontakty`);
    const blocks = jsonLdOf(html);
    const types = blocks.flatMap(jsonLdTypes);
    expect(types).toContain("Optician");
    expect(types).toContain("BreadcrumbList");
    for (const block of blocks) expect(jsonLdProblems(block)).toEqual([]);
  });

  test("vacancies: a valid JobPosting of each vacancy; videos: a valid VideoObject of each video", async ({
    page,
  }) => {
    const origin = cityOrigin();
    const vacancies = (await (await page.goto(`${origin}/vakansii`))?.text()) ?? "";
    const titles = await page.locator("main h2, main h3").allTextContents();
    const postings = jsonLdOf(vacancies)
      .flat()
      .filter((node) => jsonLdTypes(node).includes("JobPosting")) as {
      title: string;
      hiringOrganization: { name: string };
      jobLocation: { address: { addressLocality: string } };
      url: string;
    }[];
    expect(postings.length).toBeGreaterThan(1);
    for (const posting of postings) {
      expect(jsonLdProblems(posting)).toEqual([]);
      expect(titles).toContain(posting.title);
      expect(posting.url).toBe(`${origin}/vakansii`);
    }
    expect(postings.map((p) => p.jobLocation.address.addressLocality)).toContain("Челябинск");

    const videos = (await (await page.goto(`${origin}/video`))?.text()) ?? "";
    const objects = jsonLdOf(videos)
      .flat()
      .filter((node) => jsonLdTypes(node).includes("VideoObject")) as {
      name: string;
      thumbnailUrl: string[];
      embedUrl: string;
    }[];
    expect(objects.length).toBeGreaterThan(0);
    for (const video of objects) {
      expect(jsonLdProblems(video)).toEqual([]);
      expect(video.thumbnailUrl[0]).toMatch(new RegExp(`^${origin}/api/storage/image/`));
      expect(video.embedUrl).toMatch(/^https:\/\//);
    }
    // one per video on the page, each with a poster the page shows
    expect(objects).toHaveLength(await page.locator("main img").count());
    const poster = await page.goto(objects[0]?.thumbnailUrl[0] ?? "");
    expect(poster?.status()).toBe(200);
  });

  test("personal, transactional and search pages are noindex; indexable ones are not", async ({ page }) => {
    for (const path of [
      "/checkout",
      "/cart",
      "/search?search=линзы",
      "/wishlist",
      "/authorization",
      "/cms-page-preview?token=x",
    ]) {
      const response = await page.goto(path);
      const html = (await response?.text()) ?? "";
      expect(html, path).toMatch(/<meta name="robots" content="noindex/);
    }
    const html = (await (await page.goto("/catalog/linzy"))?.text()) ?? "";
    expect(html).not.toMatch(/<meta name="robots" content="noindex/);
  });
});

test.describe("analytics", () => {
  test("no metrics counter before cookie consent", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("load");
    // the shell has hydrated and run its start order (the consent question is open)
    await expect.poll(() => page.evaluate(() => document.cookie.includes("cookies_accepted"))).toBe(false);
    await page.waitForTimeout(2_000);
    expect(await page.evaluate(() => "ym" in window)).toBe(false);
    await expect(page.locator("script[data-metrics-counter]")).toHaveCount(0);
  });

  test("the data layer gets view_item_list, view_item and add_to_cart with RUB and the product's item", async ({
    page,
    context,
    baseURL,
  }) => {
    await answerShellQuestions(context, baseURL);
    type TEvent = {
      event?: string;
      ecommerce?: { currency: string; items: { id: number; price: number }[] };
    };
    const events = () => page.evaluate(() => (window as unknown as { dataLayer?: TEvent[] }).dataLayer ?? []);

    await page.goto("/catalog/aksessuary");
    await expect
      .poll(async () => (await events()).map((e) => e.event), { timeout: 30_000 })
      .toContain("view_item_list");

    const id = Number(
      await page
        .locator("article[data-product-id]")
        .filter({ has: page.getByRole("button", { name: "В корзину" }) })
        .first()
        .getAttribute("data-product-id"),
    );
    const card = page.locator(`article[data-product-id="${id}"]`);
    await clickUntil(
      () => card.getByRole("button", { name: "В корзину" }).click(),
      (timeout) => expect(card.locator("[data-quantity]")).toHaveText("1", { timeout }),
    );
    await expect
      .poll(async () => (await events()).find((e) => e.event === "add_to_cart")?.ecommerce)
      .toMatchObject({ currency: "RUB", items: [{ id, quantity: 1 }] });

    const href = await card.locator("a[href^='/product/']").first().getAttribute("href");
    await page.goto(href ?? "/");
    await expect
      .poll(async () => (await events()).find((e) => e.event === "view_item")?.ecommerce, { timeout: 30_000 })
      .toMatchObject({ currency: "RUB", items: [{ id }] });
    const item = (await events()).find((e) => e.event === "view_item")?.ecommerce?.items[0];
    expect(item?.price).toBeGreaterThan(0);
  });
});
