import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

/*
 * Static files compressed once at build time (decision 0017): next to every compressible file of
 * the client build, a `.br` (quality 11) and a `.gz` (level 9), which the production server sends
 * as they are (@fastify/static `preCompressed`, `Content-Encoding` + `Vary: Accept-Encoding`)
 * instead of compressing on every request at a low level.
 */

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/i;
/** Smaller files are not worth a second and third copy (the server sends them as they are). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Writes `<file>.br` and `<file>.gz` for each compressible file under dir; returns how many files. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const body = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    // a copy no smaller than the file is useless: the server then compresses nothing for it
    if (br.length < body.length) await writeFile(`${file}.br`, br);
    if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}

/** Vite plugin: precompresses the client build's output (assets and copied public files). */
export function precompressPlugin(): Plugin {
  return {
    name: "optika:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      if (options.dir) await precompressDir(options.dir);
    },
  };
}
