/**
 * GET /storage/image/:imageId/:modifier — product pictures drawn by code.
 * modifier = `{width}x{height}_{fit}_q{quality}.{format}` (parsed by @optika/domain), e.g.
 * `400x400_contain_q80.webp`. Rendered once per (image, spec, modifier) and cached on disk;
 * answers carry long cache headers and an ETag.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseImageModifier } from "@optika/domain";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { TDb } from "../../db/client.ts";
import { images } from "../../db/schema.ts";
import { CONTENT_TYPES, configureSharp, RENDER_VERSION, renderImage } from "./render.ts";

export { drawImage } from "./draw.ts";
export type { TImageKind, TImageSpec } from "./image-spec.ts";
export { renderImage, renderSvg } from "./render.ts";

export type TImageRecord = { spec: unknown; alt: string };
export type TImageLookup = (id: number) => Promise<TImageRecord | null>;

export type TMediaRoutesOptions = {
  /** where images are read from (unless `loadImage` is given) */
  db?: TDb;
  /** folder of the rendered-file cache */
  cacheDir: string;
  /** replaces the database lookup (tests) */
  loadImage?: TImageLookup;
  /** largest width/height served (default 2000) */
  maxDimension?: number;
  /** render one small picture in the background once the server is ready, so the first real
   * request does not pay for libvips/librsvg/fontconfig start-up (~150 ms); default true */
  warmUp?: boolean;
};

export const IMAGE_MAX_SERVED_DIMENSION = 2000;
const CACHE_CONTROL = "public, max-age=31536000, immutable";
const MESSAGES = {
  badId: "Идентификатор изображения должен быть целым положительным числом",
  badModifier: "Неверный формат изображения: ожидается {ширина}x{высота}_{fit}_q{качество}.{формат}",
  tooLarge: (max: number) => `Ширина и высота изображения не должны превышать ${max}`,
  notFound: "Изображение не найдено",
} as const;

function dbLookup(db: TDb): TImageLookup {
  return async (id) => {
    const [row] = await db
      .select({ spec: images.spec, alt: images.alt })
      .from(images)
      .where(eq(images.id, id));
    return row ?? null;
  };
}

function specHash(record: TImageRecord): string {
  return createHash("sha1")
    .update(`${RENDER_VERSION}\n${JSON.stringify(record.spec)}\n${record.alt}`)
    .digest("hex")
    .slice(0, 16);
}

export const mediaRoutes: FastifyPluginAsync<TMediaRoutesOptions> = async (app, options) => {
  const lookup = options.loadImage ?? (options.db ? dbLookup(options.db) : undefined);
  if (!lookup) throw new Error("mediaRoutes needs `db` or `loadImage`");
  const maxDimension = options.maxDimension ?? IMAGE_MAX_SERVED_DIMENSION;
  /** one render per (image, spec, modifier) at a time; concurrent requests wait for it */
  const inFlight = new Map<string, Promise<Buffer>>();
  configureSharp();
  if (options.warmUp ?? true) {
    app.addHook("onReady", async () => {
      const modifier = { width: 64, height: 64, fit: "contain", quality: 50, format: "webp" } as const;
      void renderImage(
        { kind: "case", shape: "pouch", color: "#888888", text: "Оптика" },
        "",
        modifier,
      ).catch(() => undefined);
    });
  }

  async function cachedRender(
    key: string,
    file: string,
    record: TImageRecord,
    modifier: Parameters<typeof renderImage>[2],
  ) {
    try {
      return await readFile(file);
    } catch {
      /* not cached yet */
    }
    let pending = inFlight.get(key);
    if (!pending) {
      pending = (async () => {
        const buffer = await renderImage(record.spec, record.alt, modifier);
        const dir = join(file, "..");
        await mkdir(dir, { recursive: true });
        const tmp = `${file}.${process.pid}.${Math.floor(performance.now() * 1000)}.tmp`;
        await writeFile(tmp, buffer);
        await rename(tmp, file); // atomic: readers never see half a file
        return buffer;
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  app.get<{ Params: { imageId: string; modifier: string } }>(
    "/storage/image/:imageId/:modifier",
    async (request, reply) => {
      const { imageId, modifier } = request.params;
      if (!/^[1-9]\d{0,9}$/.test(imageId) || Number(imageId) > 2_147_483_647) {
        return reply.code(400).send({ message: MESSAGES.badId, errors: { imageId: [MESSAGES.badId] } });
      }
      const parsed = parseImageModifier(modifier);
      if (!parsed.ok) {
        return reply
          .code(400)
          .send({ message: MESSAGES.badModifier, errors: { modifier: [MESSAGES.badModifier] } });
      }
      if (parsed.width > maxDimension || parsed.height > maxDimension) {
        const message = MESSAGES.tooLarge(maxDimension);
        return reply.code(400).send({ message, errors: { modifier: [message] } });
      }
      const id = Number(imageId);
      const record = await lookup(id);
      if (!record) return reply.code(404).send({ message: MESSAGES.notFound });

      const hash = specHash(record);
      const etag = `"${id}-${hash}-${modifier}"`;
      reply.header("cache-control", CACHE_CONTROL).header("etag", etag);
      const ifNoneMatch = request.headers["if-none-match"];
      if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
        return reply.code(304).send();
      }
      const file = join(options.cacheDir, String(id), hash, modifier);
      const buffer = await cachedRender(`${id}/${hash}/${modifier}`, file, record, parsed);
      return reply.type(CONTENT_TYPES[parsed.format]).send(buffer);
    },
  );
};
