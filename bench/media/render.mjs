/**
 * Benchmarks of the drawn product pictures. Run with the API's tooling (tsx loads its TypeScript
 * sources; sharp and fastify come from the API's dependencies), from the repository root:
 *
 *   pnpm --filter @optika/api exec tsx ../../bench/media/render.mjs render [N] [outDir]
 *   pnpm --filter @optika/api exec tsx ../../bench/media/render.mjs burst old|new [N]
 *
 * render — cold renders, no cache: for N images of each kind at the listed sizes (480 card, 800
 *   gallery; webp q80 contain), median ms per image split into SVG build / rasterise / encode
 *   (encode = full render − rasterise-only pipeline), for the current pipeline and for the one
 *   before the speed-up ("old": SVG at ≥ 800 px via density, resized, webp effort 4 with alpha),
 *   both interleaved so machine load hits both alike; then a burst of 30 cards at once. With
 *   outDir, writes the webp answers for the first image of each kind at each size, old and new.
 *
 * burst — memory of N (default 16) concurrent cold AVIF requests, one process per mode:
 *   old: what the endpoint did before (every request rendered at once, 2000×2000, no queue);
 *   new: through the endpoint (listed 800×800, bounded queue, bounded caches), answers counted.
 *   Prints RSS before, at its peak and 3 s after.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { drawImage } from "../../apps/api/src/modules/media/draw.ts";
import { IMAGE_KINDS } from "../../apps/api/src/modules/media/image-spec.ts";
import { mediaRoutes } from "../../apps/api/src/modules/media/index.ts";
import { configureSharp, rasterise, renderSvg } from "../../apps/api/src/modules/media/render.ts";
import { SIZE } from "../../apps/api/src/modules/media/svg.ts";
import { generateSeedRows } from "../../apps/api/src/seed/generate.ts";

const requireFromApi = createRequire(new URL("../../apps/api/package.json", import.meta.url));
/** @type {import("sharp")} */
const sharp = requireFromApi("sharp");
const Fastify = requireFromApi("fastify");

const [mode = "render", ...args] = process.argv.slice(2);
const rows = generateSeedRows();
const SIZES = [480, 800];

/** The pipeline before the speed-up (render.ts at RENDER_VERSION 1), webp/png only. */
function oldRaster(svg, o) {
  const scale = Math.max(1, o.width / SIZE, o.height / SIZE);
  return sharp(Buffer.from(svg), { density: Math.round(72 * scale) }).resize({
    width: o.width,
    height: o.height,
    fit: o.fit,
    background: { r: 255, g: 255, b: 255, alpha: 0 },
  });
}

const PIPELINES = {
  old: {
    raster: oldRaster,
    render: (svg, o) =>
      o.format === "png"
        ? oldRaster(svg, o).png({ compressionLevel: 8 }).toBuffer()
        : oldRaster(svg, o).webp({ quality: o.quality }).toBuffer(),
  },
  new: { raster: rasterise, render: renderSvg },
};

const options = (size, format = "webp") => ({
  width: size,
  height: size,
  fit: "contain",
  quality: 80,
  format,
});

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const fmt = (v, w = 7) => v.toFixed(1).padStart(w);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function renderBench(N, outDir) {
  configureSharp();
  // the first render of the process pays for libvips, librsvg and fontconfig start-up
  const warm = drawImage(rows.images[0]?.spec);
  const t0 = performance.now();
  await renderSvg(warm, options(480));
  console.log(`first render in this process: ${(performance.now() - t0).toFixed(1)} ms`);
  for (let i = 0; i < 3; i++) await PIPELINES.old.render(warm, options(480));
  if (outDir) mkdirSync(outDir, { recursive: true });

  console.log(`N=${N} per kind, webp q80 contain, median ms per image`);
  console.log(
    "kind          size |   build | old: raster  encode   total   bytes | new: raster  encode   total   bytes",
  );
  const means = {};
  for (const size of SIZES) {
    for (const kind of IMAGE_KINDS) {
      const specs = rows.images.filter((i) => i.kind === kind).slice(0, N);
      if (specs.length === 0) continue;
      const build = [];
      const t = { old: { raster: [], total: [], bytes: 0 }, new: { raster: [], total: [], bytes: 0 } };
      for (const image of specs) {
        for (let r = 0; r < 3; r++) {
          let start = performance.now();
          const svg = drawImage(image.spec, image.alt);
          build.push(performance.now() - start);
          for (const name of ["old", "new"]) {
            const p = PIPELINES[name];
            start = performance.now();
            await p.raster(svg, options(size)).raw().toBuffer();
            t[name].raster.push(performance.now() - start);
            start = performance.now();
            const out = await p.render(svg, options(size));
            t[name].total.push(performance.now() - start);
            if (r === 0) t[name].bytes += out.length;
          }
        }
      }
      const b = median(build);
      const cols = ["old", "new"].map((name) => {
        const raster = median(t[name].raster);
        const total = median(t[name].total) + b;
        const key = `${name}@${size}`;
        means[key] = [...(means[key] ?? []), total];
        return `${fmt(raster, 11)} ${fmt(total - b - raster)} ${fmt(total)} ${String(Math.round(t[name].bytes / specs.length)).padStart(7)}`;
      });
      console.log(`${kind.padEnd(13)} ${String(size).padStart(4)} | ${fmt(b)} |${cols.join(" |")}`);
      if (outDir) {
        const first = specs[0];
        const svg = drawImage(first?.spec, first?.alt);
        for (const name of ["old", "new"]) {
          writeFileSync(
            join(outDir, `${kind}-${size}-${name}.webp`),
            await PIPELINES[name].render(svg, options(size)),
          );
        }
      }
    }
  }
  // a catalogue page: 30 different cards requested at once (libuv pool runs 4 renders at a time)
  const page = rows.images.slice(0, 30).map((i) => drawImage(i.spec, i.alt));
  for (const name of ["old", "new", "old", "new"]) {
    const start = performance.now();
    await Promise.all(page.map((svg) => PIPELINES[name].render(svg, options(480))));
    console.log(
      `burst of ${page.length} cards at 480 (${name}): ${(performance.now() - start).toFixed(0)} ms wall`,
    );
  }
  for (const [key, list] of Object.entries(means)) {
    console.log(`mean over kinds ${key}: ${(list.reduce((a, c) => a + c, 0) / list.length).toFixed(1)} ms`);
  }
}

async function burstBench(which, N) {
  configureSharp();
  await renderSvg(drawImage(rows.images[0]?.spec), options(64)); // library start-up out of the figure
  const images = rows.images.slice(0, N);
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const start = performance.now();
  let codes = [];
  let cacheDir;
  let app;
  if (which === "old") {
    await Promise.all(images.map((i) => renderSvg(drawImage(i.spec, i.alt), options(2000, "avif"))));
    codes = images.map(() => 200);
  } else {
    cacheDir = mkdtempSync(join(tmpdir(), "bench-media-"));
    app = Fastify();
    const byId = new Map(images.map((i, index) => [index + 1, { spec: i.spec, alt: i.alt }]));
    await app.register(mediaRoutes, {
      cacheDir,
      warmUp: false,
      loadImage: async (id) => byId.get(id) ?? null,
    });
    await app.ready();
    const answers = await Promise.all(
      images.map((_, index) =>
        app.inject({ method: "GET", url: `/storage/image/${index + 1}/800x800_contain_q80.avif` }),
      ),
    );
    codes = answers.map((a) => a.statusCode);
  }
  const wall = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, 3000));
  globalThis.gc?.();
  clearInterval(sampler);
  const after = process.memoryUsage().rss;
  const count = (c) => codes.filter((x) => x === c).length;
  console.log(
    `${which}: ${N} concurrent cold avif requests in ${wall.toFixed(0)} ms — 200: ${count(200)}, 503: ${count(503)}; ` +
      `RSS before ${mb(before)}, peak ${mb(peak)}, 3 s after ${mb(after)}`,
  );
  await app?.close();
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
}

if (mode === "burst") {
  await burstBench(args[0] === "old" ? "old" : "new", Number(args[1] ?? 16));
} else {
  await renderBench(Number(args[0] ?? 6), args[1]);
}
