import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TImageSpec } from "./image-spec.ts";
import { mediaRoutes, type TImageRecord } from "./index.ts";

const CERTIFICATE: TImageSpec = {
  kind: "certificate",
  amount: 1000,
  title: "Подарочный сертификат",
  colors: { background: "#0b3b74", accent: "#e8b417", text: "#ffffff" },
};

describe("GET /storage/image/:imageId/:modifier", () => {
  let app: FastifyInstance;
  let cacheDir: string;
  const lookups: number[] = [];
  const store = new Map<number, TImageRecord>([[7, { spec: CERTIFICATE, alt: "Сертификат" }]]);

  beforeAll(async () => {
    cacheDir = mkdtempSync(join(tmpdir(), "media-cache-"));
    app = Fastify();
    await app.register(mediaRoutes, {
      cacheDir,
      loadImage: async (id) => {
        lookups.push(id);
        return store.get(id) ?? null;
      },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it("renders webp at the asked size with long cache headers and an ETag", async () => {
    const res = await app.inject({ method: "GET", url: "/storage/image/7/400x300_contain_q80.webp" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toContain("max-age=31536000");
    expect(res.headers.etag).toMatch(/^"7-[0-9a-f]{16}-400x300_contain_q80\.webp"$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 400, height: 300 });
  });

  it.each([
    ["jpg", "image/jpeg", "jpeg"],
    ["png", "image/png", "png"],
    ["avif", "image/avif", "heif"],
  ] as const)("renders %s", async (format, type, sharpFormat) => {
    const res = await app.inject({ method: "GET", url: `/storage/image/7/200x0_cover_q70.${format}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(type);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe(sharpFormat);
    expect(meta.width).toBe(200);
  });

  it("keeps the native 800×800 for 0x0 and renders big sizes sharp", async () => {
    const auto = await app.inject({ method: "GET", url: "/storage/image/7/0x0_contain_q80.png" });
    expect(await sharp(auto.rawPayload).metadata()).toMatchObject({ width: 800, height: 800 });
    const big = await app.inject({ method: "GET", url: "/storage/image/7/1600x1600_inside_q60.webp" });
    expect(await sharp(big.rawPayload).metadata()).toMatchObject({ width: 1600, height: 1600 });
  });

  it("serves the second request from the disk cache and answers 304 to a matching If-None-Match", async () => {
    const url = "/storage/image/7/120x120_fill_q50.webp";
    const first = await app.inject({ method: "GET", url });
    const files = readdirSync(join(cacheDir, "7"), { recursive: true }).map(String);
    expect(files.some((f) => f.endsWith("120x120_fill_q50.webp"))).toBe(true);
    const second = await app.inject({ method: "GET", url });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const etag = String(first.headers.etag);
    const notModified = await app.inject({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
  });

  it.each([
    "400x400_contain_q80.gif",
    "400x400_stretch_q80.webp",
    "400_contain_q80.webp",
    "0400x400_contain_q80.webp",
    "400x400_contain_q0.webp",
    "2400x400_contain_q80.webp",
  ])("answers 400 to the modifier %s", async (modifier) => {
    const res = await app.inject({ method: "GET", url: `/storage/image/7/${modifier}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { modifier: [expect.any(String)] } });
  });

  it("answers 400 to a bad id and 404 to an unknown one", async () => {
    const bad = await app.inject({ method: "GET", url: "/storage/image/abc/400x400_contain_q80.webp" });
    expect(bad.statusCode).toBe(400);
    const before = lookups.length;
    const missing = await app.inject({ method: "GET", url: "/storage/image/999/400x400_contain_q80.webp" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Изображение не найдено" });
    expect(lookups.length).toBe(before + 1);
    expect(existsSync(join(cacheDir, "999"))).toBe(false);
  });
});
