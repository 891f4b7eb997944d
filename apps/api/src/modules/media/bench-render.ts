/**
 * Cold-render benchmark for the drawn product pictures (no disk cache involved).
 * Run: pnpm --filter @optika/api exec tsx src/modules/media/bench-render.ts [N] [outDir]
 *
 * For N images of each kind, at 480 and 1200 px (webp q80, contain), prints median ms per image
 * split into SVG build / rasterise / encode (encode = full render − rasterise-only pipeline), for
 * the current pipeline and for the previous one ("old": SVG at ≥ 800 px via density, resized, webp
 * effort 4 with alpha), each image timed 3 times with both pipelines interleaved so machine load
 * hits both alike. With outDir, writes the webp answers for the first image of each kind at each size, old and new.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { generateSeedRows } from "../../seed/generate.ts";
import { drawImage } from "./draw.ts";
import { IMAGE_KINDS } from "./image-spec.ts";
import { configureSharp, rasterise, renderSvg, type TRenderOptions } from "./render.ts";
import { SIZE } from "./svg.ts";

const N = Number(process.argv[2] ?? 6);
const outDir = process.argv[3];
const SIZES = [480, 1200];
const rows = generateSeedRows();

type TPipeline = {
  raster: (svg: string, o: TRenderOptions) => Sharp;
  render: (svg: string, o: TRenderOptions) => Promise<Buffer>;
};

/** The pipeline before the speed-up (render.ts at RENDER_VERSION 1), webp/png only. */
function oldRaster(svg: string, o: TRenderOptions): Sharp {
  const scale = Math.max(1, o.width / SIZE, o.height / SIZE);
  return sharp(Buffer.from(svg), { density: Math.round(72 * scale) }).resize({
    width: o.width,
    height: o.height,
    fit: o.fit,
    background: { r: 255, g: 255, b: 255, alpha: 0 },
  });
}

const PIPELINES: Record<"old" | "new", TPipeline> = {
  old: {
    raster: oldRaster,
    render: (svg, o) =>
      o.format === "png"
        ? oldRaster(svg, o).png({ compressionLevel: 8 }).toBuffer()
        : oldRaster(svg, o).webp({ quality: o.quality }).toBuffer(),
  },
  new: { raster: rasterise, render: renderSvg },
};

function options(size: number): TRenderOptions {
  return { width: size, height: size, fit: "contain", quality: 80, format: "webp" };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const fmt = (v: number, w = 7) => v.toFixed(1).padStart(w);

async function main(): Promise<void> {
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
  const means: Record<string, number[]> = {};
  for (const size of SIZES) {
    for (const kind of IMAGE_KINDS) {
      const specs = rows.images.filter((i) => i.kind === kind).slice(0, N);
      if (specs.length === 0) continue;
      const build: number[] = [];
      const t = {
        old: { raster: [] as number[], total: [] as number[], bytes: 0 },
        new: { raster: [] as number[], total: [] as number[], bytes: 0 },
      };
      for (const image of specs) {
        for (let r = 0; r < 3; r++) {
          let start = performance.now();
          const svg = drawImage(image.spec, image.alt);
          build.push(performance.now() - start);
          for (const name of ["old", "new"] as const) {
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
      const cols = (["old", "new"] as const).map((name) => {
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
        for (const name of ["old", "new"] as const) {
          const webp = await PIPELINES[name].render(svg, options(size));
          writeFileSync(join(outDir, `${kind}-${size}-${name}.webp`), webp);
        }
      }
    }
  }
  // a catalogue page: 30 different cards requested at once (libuv pool runs 4 renders at a time)
  const page = rows.images.slice(0, 30).map((i) => drawImage(i.spec, i.alt));
  for (const name of ["old", "new", "old", "new"] as const) {
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

await main();
