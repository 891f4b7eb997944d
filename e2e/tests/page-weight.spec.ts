// Issue 7, "only what a page renders travels with it" and "images": the loader data of every page
// stays within its budget for the seeded catalogue (deterministic bytes of React Router's
// single-fetch `.data` answers, the same payload the HTML carries for hydration), the product page
// ships no modification list, and pictures are discoverable, sized and the same for every browser.
import { expect, test } from "@playwright/test";

/** Loader data of any page, in bytes (issue 7). */
const LOADER_DATA_BUDGET = 20 * 1024;

const PAGES: ReadonlyArray<readonly [name: string, path: string, status: number]> = [
  ["home", "/", 200],
  ["catalogue", "/catalog", 200],
  ["lenses listing", "/catalog/linzy", 200],
  ["frames listing", "/catalog/opravy", 200],
  ["filtered listing", "/catalog/linzy/f/brand=acuvue/period=odnodnevnye", 200],
  ["page 2 of a listing", "/catalog/opravy?page=2", 200],
  ["lens product", "/product/1-day-acuvue-moist", 200],
  ["frame product", "/ochki/oprava-vision-line-vl-6264-684", 200],
  ["solution product", "/product/opti-free-express-355", 200],
  ["certificate product", "/product/podarochnyy-sertifikat-5000", 200],
  ["lens types", "/lenses", 200],
  ["one lens type", "/lenses/daily", 200],
  ["glasses", "/ochki", 200],
  ["glasses category", "/ochki/opravy", 200],
  ["certificates", "/sertifikaty", 200],
  ["404", "/no-such-page", 404],
];

/** React Router's single-fetch address of a page's loader data: `/x.data`, `/_.data` for `/`. */
function dataPath(path: string): string {
  const url = new URL(path, "http://x");
  url.pathname = url.pathname === "/" ? "/_.data" : `${url.pathname}.data`;
  return `${url.pathname}${url.search}`;
}

test.describe("page weight over HTTP", () => {
  // reason: HTTP-level checks do not depend on the viewport; the desktop projects run them
  test.skip(({ isMobile }) => isMobile, "HTTP-level checks do not depend on the viewport");

  test(`every page's loader data is at most ${LOADER_DATA_BUDGET} bytes`, async ({ request }, testInfo) => {
    const rows: string[] = [];
    for (const [name, path, status] of PAGES) {
      const response = await request.get(dataPath(path), { headers: { "accept-encoding": "identity" } });
      expect(response.status(), path).toBe(status);
      const bytes = (await response.body()).length;
      rows.push(`${name.padEnd(22)} ${path.padEnd(52)} ${String(bytes).padStart(6)} B`);
      expect(bytes, `${name} (${path}) loader data`).toBeLessThanOrEqual(LOADER_DATA_BUDGET);
    }
    await testInfo.attach("loader-data-bytes.txt", { body: rows.join("\n"), contentType: "text/plain" });
    console.log(`loader data per page (${testInfo.project.name}):\n${rows.join("\n")}`);
  });

  test("the product page ships no modification list", async ({ request }) => {
    const html = await (await request.get("/product/1-day-acuvue-moist")).text();
    const data = await (await request.get("/product/1-day-acuvue-moist.data")).text();
    for (const body of [html, data]) {
      expect(body).not.toContain('"modifications"');
      expect(body).not.toContain("LNS-");
    }
    // the parameter values it shows are there
    expect(html).toContain("Оптическая сила (Сфера)");
  });

  test("the LCP picture is in the HTML with high priority and right-sized AVIF/WebP candidates", async ({
    request,
  }) => {
    for (const path of ["/product/1-day-acuvue-moist", "/catalog/opravy"]) {
      const html = await (await request.get(path)).text();
      const main = html.slice(html.indexOf("<main"));
      const pictures = main.match(/<picture\b[^>]*>.*?<\/picture>/gs) ?? [];
      expect(pictures.length, path).toBeGreaterThan(0);
      const first = pictures[0] ?? "";
      expect(first, path).toMatch(
        /<source type="image\/avif" srcset="[^"]*480x480_contain_q80\.avif 480w, [^"]*800x800_contain_q80\.avif 800w" sizes="[^"]+"/i,
      );
      expect(first, path).toMatch(
        /<source type="image\/webp" srcset="[^"]*\.webp 480w, [^"]*\.webp 800w" sizes="[^"]+"/i,
      );
      expect(first, path).toMatch(/<img\b[^>]*fetchpriority="high"/i);
      expect(first, path).not.toMatch(/loading="lazy"/);
      // every picture of the page reserves its box
      for (const img of main.match(/<img\b[^>]*>/g) ?? []) {
        expect(img, path).toMatch(/\bwidth="\d+"/);
        expect(img, path).toMatch(/\bheight="\d+"/);
      }
    }
    // a listing: the first row is eager, every card further down is lazy
    const listing = await (await request.get("/catalog/opravy")).text();
    const cards = listing.match(/<article\b[^>]*data-product-id=.*?<\/article>/gs) ?? [];
    expect(cards).toHaveLength(30);
    const lazy = cards.map((card) => /loading="lazy"/.test(card));
    expect(lazy.slice(0, 2)).toEqual([false, false]);
    expect(lazy.slice(2).every(Boolean)).toBe(true);
  });

  test("the HTML of a page is the same for every browser (no format chosen from the User-Agent)", async ({
    request,
  }) => {
    const agents = [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1 Safari/605.1.15",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
    ];
    const bodies = await Promise.all(
      agents.map(async (agent) => {
        const html = await (await request.get("/catalog/linzy", { headers: { "user-agent": agent } })).text();
        return html.replace(/nonce="[^"]*"/g, 'nonce=""');
      }),
    );
    expect(bodies[0]).toContain(".avif 480w");
    expect(bodies[0]).toBe(bodies[1]);
  });
});

test.describe("what a slow link downloads first", () => {
  // reason: request priorities do not depend on the viewport; the desktop projects check them
  test.skip(({ isMobile }) => isMobile, "request priorities do not depend on the viewport");

  test("the page's scripts are preloaded at low priority, behind the LCP picture (decision 0052)", async ({
    page,
  }) => {
    const priorities = new Map<string, string>();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    cdp.on("Network.requestWillBeSent", ({ request }) => {
      priorities.set(new URL(request.url).pathname, request.initialPriority);
    });
    // the start order asks for the cart once the page has hydrated
    const hydrated = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/cart");
    const response = await page.goto("/catalog/linzy");
    const html = (await response?.text()) ?? "";
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(10);
    for (const link of preloads) expect(link).toContain('fetchpriority="low"');
    // the LCP picture's own preload keeps its high priority and comes first
    expect(html.indexOf('as="image"')).toBeLessThan(html.indexOf('rel="modulepreload"'));

    await hydrated;
    // every preloaded module was requested at low priority (modules imported later are not preloads)
    for (const link of preloads) {
      const path = link.match(/href="([^"]+)"/)?.[1] ?? link;
      expect(`${path} ${priorities.get(path)}`).toBe(`${path} Low`);
    }
    const lcp = [...priorities].find(([path]) => path.endsWith("480x480_contain_q80.avif"));
    expect(lcp?.[1]).toBe("High");
  });
});
