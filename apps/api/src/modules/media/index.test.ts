import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { IMAGE_VARIANTS, type TImageVariant } from "@optika/domain/images";
import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TImageSpec } from "./image-spec.ts";
import { mediaRoutes, type TImageRecord, type TMediaRoutesOptions } from "./index.ts";
import { MEDIA_MESSAGES } from "./messages.ts";
import { renderImage, type TRenderOptions } from "./render.ts";

const CERTIFICATE: TImageSpec = {
  kind: "certificate",
  amount: 1000,
  title: "Подарочный сертификат",
  colors: { background: "#0b3b74", accent: "#e8b417", text: "#ffffff" },
};
const certificate = (amount: number): TImageRecord => ({
  spec: { ...CERTIFICATE, amount },
  alt: `Сертификат ${amount}`,
});

/** every file under the cache folder, as relative paths */
function cachedFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name).slice(dir.length + 1));
}

const dirs: string[] = [];
const apps: FastifyInstance[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "media-cache-"));
  dirs.push(dir);
  return dir;
}

/** the endpoint over an in-memory image table (ids 1…50: certificates), counting renders */
async function mediaApp(options: Partial<TMediaRoutesOptions> & { cacheDir: string }) {
  const renders: string[] = [];
  const app = Fastify();
  await app.register(mediaRoutes, {
    warmUp: false,
    loadImage: async (id) => (id <= 50 ? certificate(id * 100) : null),
    render: async (spec, alt, o) => {
      renders.push(`${alt} ${o.width}x${o.height}.${o.format}`);
      return renderImage(spec, alt, o);
    },
    ...options,
  });
  await app.ready();
  apps.push(app);
  return { app, renders };
}

afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("GET /storage/image/:imageId/:modifier — listed variants", () => {
  let app: FastifyInstance;
  let cacheDir: string;
  let renders: string[];

  beforeAll(async () => {
    cacheDir = tempDir();
    ({ app, renders } = await mediaApp({ cacheDir }));
    apps.pop(); // closed in afterAll, not after each test
  });
  afterAll(async () => {
    await app.close();
  });

  it("renders a listed variant with long cache headers and an ETag", async () => {
    const res = await app.inject({ method: "GET", url: "/storage/image/7/480x480_contain_q80.webp" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.etag).toMatch(/^"7-[0-9a-f]{16}-480x480_contain_q80\.webp"$/);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: "webp", width: 480, height: 480 });
  });

  it.each([
    ["jpg", "image/jpeg", "jpeg"],
    ["png", "image/png", "png"],
    ["avif", "image/avif", "heif"],
  ] as const)("renders every listed size as %s", async (format, type, sharpFormat) => {
    for (const v of IMAGE_VARIANTS) {
      const res = await app.inject({
        method: "GET",
        url: `/storage/image/8/${v.width}x${v.height}_${v.fit}_q${v.quality}.${format}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe(type);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({
        format: sharpFormat,
        width: v.width,
        height: v.height,
      });
    }
  });

  it("renders once, then serves the stored file and answers 304 to a matching If-None-Match", async () => {
    const url = "/storage/image/9/800x800_contain_q80.webp";
    const before = renders.length;
    const [first, concurrent] = await Promise.all([
      app.inject({ method: "GET", url }),
      app.inject({ method: "GET", url }),
    ]);
    expect(renders.length).toBe(before + 1);
    expect(concurrent.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(cachedFiles(cacheDir).filter((f) => f.startsWith("9/"))).toEqual([
      expect.stringMatching(/^9\/[0-9a-f]{16}\/800x800_contain_q80\.webp$/),
    ]);
    const second = await app.inject({ method: "GET", url });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(renders.length).toBe(before + 1);
    const notModified = await app.inject({
      method: "GET",
      url,
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
  });

  it.each([
    "400x400_contain_q80.webp", // the old card size
    "480x480_contain_q79.webp", // unlisted quality
    "480x480_cover_q80.webp", // unlisted fit
    "2000x2000_contain_q80.avif", // the 16-concurrent-renders attack
    "0x0_contain_q80.webp",
    "480x480_contain_q80.gif",
    "480x480_stretch_q80.webp",
    "0480x480_contain_q80.webp",
    "480_contain_q80.webp",
    "<script>alert(1)</script>.webp",
  ])("answers 404 with the app's error body to the modifier %s, without rendering", async (modifier) => {
    const before = renders.length;
    const res = await app.inject({ method: "GET", url: `/storage/image/7/${encodeURIComponent(modifier)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MEDIA_MESSAGES.variantNotFound });
    expect(res.body).not.toContain(modifier.slice(0, 4));
    expect(renders.length).toBe(before);
  });

  it.each([
    ["abc", 400],
    ["2147483648", 400], // int4 overflow
    ["99999999999999999999", 400],
    ["0", 400],
    ["-1", 400],
    ["1.5", 400],
    ["%00", 400],
    ["999", 404], // well-formed, unknown
  ])("answers %s with %i and the app's error body, never 5xx", async (id, status) => {
    const res = await app.inject({ method: "GET", url: `/storage/image/${id}/480x480_contain_q80.webp` });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
    expect(res.body).not.toContain(id === "abc" ? "abc" : "2147483648");
  });
});

describe("PNG ignores the quality", () => {
  it("stores one file for two qualities and answers both with identical bytes", async () => {
    const cacheDir = tempDir();
    const variants: TImageVariant[] = [
      { use: "low", width: 480, height: 480, fit: "contain", quality: 60 },
      { use: "high", width: 480, height: 480, fit: "contain", quality: 90 },
    ];
    const { app, renders } = await mediaApp({ cacheDir, variants });
    const low = await app.inject({ method: "GET", url: "/storage/image/3/480x480_contain_q60.png" });
    const high = await app.inject({ method: "GET", url: "/storage/image/3/480x480_contain_q90.png" });
    expect([low.statusCode, high.statusCode]).toEqual([200, 200]);
    expect(high.rawPayload.equals(low.rawPayload)).toBe(true);
    expect(high.headers.etag).toBe(low.headers.etag);
    expect(renders).toHaveLength(1);
    expect(cachedFiles(cacheDir)).toEqual([expect.stringMatching(/^3\/[0-9a-f]{16}\/480x480_contain\.png$/)]);
    // webp keeps its quality: two files
    await app.inject({ method: "GET", url: "/storage/image/3/480x480_contain_q60.webp" });
    await app.inject({ method: "GET", url: "/storage/image/3/480x480_contain_q90.webp" });
    expect(cachedFiles(cacheDir)).toHaveLength(3);
  });
});

describe("the disk cache is bounded", () => {
  const url = (id: number) => `/storage/image/${id}/480x480_contain_q80.png`;

  it("keeps at most the configured number of files, evicting the least recently used", async () => {
    const cacheDir = tempDir();
    const { app, renders } = await mediaApp({ cacheDir, cacheMaxFiles: 3, memoryCacheBytes: 1 });
    for (const id of [1, 2, 3])
      expect((await app.inject({ method: "GET", url: url(id) })).statusCode).toBe(200);
    await app.inject({ method: "GET", url: url(1) }); // 1 is now the most recent, 2 the least
    expect(renders).toHaveLength(3);
    await app.inject({ method: "GET", url: url(4) });
    const ids = () =>
      cachedFiles(cacheDir)
        .map((f) => Number(f.split("/")[0]))
        .sort();
    expect(ids()).toEqual([1, 3, 4]);
    await app.inject({ method: "GET", url: url(1) });
    expect(renders).toHaveLength(4); // 1 came from disk
    await app.inject({ method: "GET", url: url(2) });
    expect(renders).toHaveLength(5); // 2 had been evicted
    expect(ids()).toEqual([1, 2, 4]);
    expect(readdirSync(cacheDir).sort()).toEqual(["1", "2", "4"]); // evicted folders removed
  });

  it("counts each format of a variant, AVIF included, as a file of its own", async () => {
    const cacheDir = tempDir();
    const { app, renders } = await mediaApp({ cacheDir, cacheMaxFiles: 2, memoryCacheBytes: 1 });
    for (const format of ["webp", "avif", "jpg"]) {
      const res = await app.inject({ method: "GET", url: `/storage/image/5/480x480_contain_q80.${format}` });
      expect(res.statusCode).toBe(200);
    }
    expect(renders).toEqual([
      "Сертификат 500 480x480.webp",
      "Сертификат 500 480x480.avif",
      "Сертификат 500 480x480.jpg",
    ]);
    expect(
      cachedFiles(cacheDir)
        .map((f) => f.split("/").at(-1))
        .sort(),
    ).toEqual(["480x480_contain_q80.avif", "480x480_contain_q80.jpg"]);
    const again = await app.inject({ method: "GET", url: "/storage/image/5/480x480_contain_q80.avif" });
    expect(again.headers["content-type"]).toBe("image/avif");
    expect(renders).toHaveLength(3); // from disk
  });

  it("keeps the total bytes under the bound", async () => {
    const cacheDir = tempDir();
    const first = await (await mediaApp({ cacheDir: tempDir() })).app.inject({ method: "GET", url: url(1) });
    const oneFile = first.rawPayload.length;
    const maxBytes = Math.floor(oneFile * 2.5);
    const { app } = await mediaApp({ cacheDir, cacheMaxBytes: maxBytes, memoryCacheBytes: 1 });
    for (let id = 1; id <= 8; id++)
      expect((await app.inject({ method: "GET", url: url(id) })).statusCode).toBe(200);
    const sizes = cachedFiles(cacheDir).map((f) => statSync(join(cacheDir, f)).size);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(maxBytes);
    expect(sizes.length).toBeGreaterThanOrEqual(1);
    expect(cachedFiles(cacheDir).some((f) => f.startsWith("8/"))).toBe(true); // the newest stays
  });

  it("rebuilds its index after a restart: stored files are served and still bounded", async () => {
    const cacheDir = tempDir();
    const before = await mediaApp({ cacheDir, cacheMaxFiles: 3, memoryCacheBytes: 1 });
    for (const id of [1, 2, 3]) await before.app.inject({ method: "GET", url: url(id) });
    const bytesOf1 = readFileSync(
      join(cacheDir, cachedFiles(cacheDir).find((f) => f.startsWith("1/")) ?? ""),
    );
    await before.app.close();

    const after = await mediaApp({ cacheDir, cacheMaxFiles: 3, memoryCacheBytes: 1 });
    const again = await after.app.inject({ method: "GET", url: url(1) });
    expect(again.rawPayload.equals(bytesOf1)).toBe(true);
    expect(after.renders).toHaveLength(0);
    await after.app.inject({ method: "GET", url: url(5) });
    expect(after.renders).toHaveLength(1);
    expect(cachedFiles(cacheDir)).toHaveLength(3);

    // a smaller bound at the next start trims the folder at once
    await after.app.close();
    await mediaApp({ cacheDir, cacheMaxFiles: 1, memoryCacheBytes: 1 });
    expect(cachedFiles(cacheDir)).toHaveLength(1);
  });
});

describe("cold renders go through a bounded queue", () => {
  it.each(["webp", "avif"])(
    "answers 503 with Retry-After beyond the queue, 200 to the rest, and recovers (%s)",
    async (format) => {
      let open!: () => void;
      const gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      const started: number[] = [];
      const app = Fastify();
      await app.register(mediaRoutes, {
        cacheDir: tempDir(),
        warmUp: false,
        renderConcurrency: 2,
        renderQueueMax: 3,
        loadImage: async (id) => certificate(id * 100),
        render: async (spec, alt, o: TRenderOptions) => {
          started.push(o.width);
          await gate;
          return renderImage(spec, alt, o);
        },
      });
      apps.push(app);
      const N = 12;
      const pending = Array.from({ length: N }, (_, i) =>
        app.inject({ method: "GET", url: `/storage/image/${i + 1}/480x480_contain_q80.${format}` }),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(started).toHaveLength(2); // the others wait or were refused
      open();
      const answers = await Promise.all(pending);
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(5); // 2 running + 3 queued
      expect(codes.filter((c) => c === 503)).toHaveLength(N - 5);
      const refused = answers.find((a) => a.statusCode === 503);
      expect(refused?.headers["retry-after"]).toBe("5");
      expect(refused?.headers["cache-control"]).toBe("no-store");
      expect(refused?.json()).toEqual({ message: MEDIA_MESSAGES.busy });
      const retry = await app.inject({
        method: "GET",
        url: `/storage/image/${N}/480x480_contain_q80.${format}`,
      });
      expect(retry.statusCode).toBe(200);
    },
  );
});
