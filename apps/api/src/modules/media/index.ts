/**
 * GET /storage/image/:imageId/:modifier — product pictures drawn by code.
 * modifier = `{width}x{height}_{fit}_q{quality}.{format}` (parsed by @optika/domain), e.g.
 * `480x480_contain_q80.webp`. Only the variants listed in the domain's `IMAGE_VARIANTS` are
 * served (anything else: 404); PNG ignores the quality (one file per size). A cold picture is
 * rendered through a bounded queue (full: 503 + Retry-After), kept on disk in a bounded LRU cache
 * and in a small in-memory one that also shares a render between concurrent requests; answers
 * carry long cache headers and an ETag.
 */
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import {
  findImageVariant,
  IMAGE_VARIANTS,
  parseImageModifier,
  type TImageModifier,
  type TImageVariant,
} from "@optika/domain/images";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { LRUCache } from "lru-cache";
import type { TDb } from "../../db/client.ts";
import { images } from "../../db/schema.ts";
import { createDiskCache } from "./disk-cache.ts";
import { MEDIA_MESSAGES } from "./messages.ts";
import { CONTENT_TYPES, configureSharp, RENDER_VERSION, renderImage, type TRenderOptions } from "./render.ts";
import { createRenderQueue, RenderQueueFullError } from "./render-queue.ts";

export type TImageRecord = { spec: unknown; alt: string };
export type TImageLookup = (id: number) => Promise<TImageRecord | null>;

export type TMediaRoutesOptions = {
  /** where images are read from (unless `loadImage` is given) */
  db?: TDb;
  /** folder of the rendered-file cache */
  cacheDir: string;
  /** bound of the disk cache in bytes (default 256 MiB) */
  cacheMaxBytes?: number;
  /** bound of the disk cache in files (default 20 000) */
  cacheMaxFiles?: number;
  /** replaces the database lookup (tests) */
  loadImage?: TImageLookup;
  /** replaces the renderer (tests) */
  render?: (spec: unknown, alt: string, o: TRenderOptions) => Promise<Buffer>;
  /** the variants served (default: the domain's IMAGE_VARIANTS) */
  variants?: readonly TImageVariant[];
  /** cold renders running at once (default: the number of cores) */
  renderConcurrency?: number;
  /** cold renders waiting for a slot before further ones get 503 (default 64) */
  renderQueueMax?: number;
  /** bytes of recently served pictures kept in memory (default 16 MiB) */
  memoryCacheBytes?: number;
  /** render one small picture in the background once the server is ready, so the first real
   * request does not pay for libvips/librsvg/fontconfig start-up (~150 ms); default true */
  warmUp?: boolean;
};

const MEDIA_DEFAULTS = {
  cacheMaxBytes: 256 * 1024 * 1024,
  cacheMaxFiles: 20_000,
  renderQueueMax: 64,
  memoryCacheBytes: 16 * 1024 * 1024,
  retryAfterSeconds: 5,
} as const;

const CACHE_CONTROL = "public, max-age=31536000, immutable";
const INT4_MAX = 2_147_483_647;

type TLoad = { record: TImageRecord; modifier: TRenderOptions };

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

/** The stored file's name: the modifier without the quality for PNG (lossless, no quality). */
function cacheFileName(m: Omit<TImageModifier, "ok">): string {
  const quality = m.format === "png" ? "" : `_q${m.quality}`;
  return `${m.width}x${m.height}_${m.fit}${quality}.${m.format}`;
}

export const mediaRoutes: FastifyPluginAsync<TMediaRoutesOptions> = async (app, options) => {
  const lookup = options.loadImage ?? (options.db ? dbLookup(options.db) : undefined);
  if (!lookup) throw new Error("mediaRoutes needs `db` or `loadImage`");
  const render = options.render ?? renderImage;
  const variants = options.variants ?? IMAGE_VARIANTS;
  configureSharp();
  const disk = createDiskCache({
    dir: options.cacheDir,
    maxBytes: options.cacheMaxBytes ?? MEDIA_DEFAULTS.cacheMaxBytes,
    maxFiles: options.cacheMaxFiles ?? MEDIA_DEFAULTS.cacheMaxFiles,
  });
  const queue = createRenderQueue({
    concurrency: options.renderConcurrency ?? availableParallelism(),
    maxQueued: options.renderQueueMax ?? MEDIA_DEFAULTS.renderQueueMax,
  });
  /** recently served pictures; `fetch` also makes concurrent requests for one key share a load */
  const memory = new LRUCache<string, Buffer, TLoad>({
    maxSize: Math.max(1, options.memoryCacheBytes ?? MEDIA_DEFAULTS.memoryCacheBytes),
    sizeCalculation: (buffer) => Math.max(1, buffer.length),
    fetchMethod: async (key, _stale, { context }) => {
      const cached = await disk.read(key);
      if (cached) return cached;
      const buffer = await queue.run(() => render(context.record.spec, context.record.alt, context.modifier));
      await disk.write(key, buffer);
      return buffer;
    },
  });
  await disk.ready;

  if (options.warmUp ?? true) {
    app.addHook("onReady", async () => {
      const modifier = { width: 64, height: 64, fit: "contain", quality: 50, format: "webp" } as const;
      void renderImage({ kind: "case", shape: "pouch", color: "#888888", text: "" }, "", modifier).catch(
        () => undefined,
      );
    });
  }

  app.get<{ Params: { imageId: string; modifier: string } }>(
    "/storage/image/:imageId/:modifier",
    async (request, reply) => {
      const { imageId, modifier } = request.params;
      if (!/^[1-9]\d{0,9}$/.test(imageId) || Number(imageId) > INT4_MAX) {
        const message = MEDIA_MESSAGES.badId;
        return reply.code(400).send({ message, errors: { imageId: [message] } });
      }
      const parsed = parseImageModifier(modifier);
      if (!parsed.ok || !findImageVariant(parsed, variants)) {
        return reply.code(404).send({ message: MEDIA_MESSAGES.variantNotFound });
      }
      const id = Number(imageId);
      const record = await lookup(id);
      if (!record) return reply.code(404).send({ message: MEDIA_MESSAGES.notFound });

      const hash = specHash(record);
      const fileName = cacheFileName(parsed);
      const etag = `"${id}-${hash}-${fileName}"`;
      const ifNoneMatch = request.headers["if-none-match"];
      if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
        return reply.code(304).header("cache-control", CACHE_CONTROL).header("etag", etag).send();
      }
      const key = `${id}/${hash}/${fileName}`;
      let buffer: Buffer | undefined;
      try {
        buffer = await memory.fetch(key, { context: { record, modifier: parsed } });
      } catch (error) {
        if (!(error instanceof RenderQueueFullError)) throw error;
        return reply
          .code(503)
          .header("retry-after", String(MEDIA_DEFAULTS.retryAfterSeconds))
          .header("cache-control", "no-store")
          .send({ message: MEDIA_MESSAGES.busy });
      }
      if (!buffer) throw new Error(`image ${key} rendered nothing`);
      return reply
        .header("cache-control", CACHE_CONTROL)
        .header("etag", etag)
        .type(CONTENT_TYPES[parsed.format])
        .send(buffer);
    },
  );
};
