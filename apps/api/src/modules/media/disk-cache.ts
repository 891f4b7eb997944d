/**
 * The rendered pictures on disk, bounded in total bytes and in files, least recently used evicted
 * first. The index (key → size) lives in memory on `lru-cache`; at start-up it is rebuilt from the
 * folder, oldest modification time first, so what was used last survives a restart. A hit bumps
 * the file's modification time (at most once a minute per file) to carry its recency across
 * restarts. Keys are relative paths (`{imageId}/{specHash}/{file}`); writes are atomic (temporary
 * file + rename) and an evicted file is unlinked.
 *
 * One process owns a folder: a second API instance needs its own folder (or shares only reads).
 */
import { mkdir, readdir, readFile, rename, rmdir, stat, unlink, utimes, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { LRUCache } from "lru-cache";

type TDiskCacheOptions = {
  dir: string;
  /** total bytes of the files kept */
  maxBytes: number;
  /** number of files kept */
  maxFiles: number;
};

type TDiskCache = {
  /** resolves once the index has been rebuilt from the folder */
  ready: Promise<void>;
  read(key: string): Promise<Buffer | null>;
  write(key: string, data: Buffer): Promise<void>;
  stats(): { files: number; bytes: number };
};

type TEntry = { size: number; touchedAt: number };

const TOUCH_EVERY_MS = 60_000;
const TMP_SUFFIX = ".tmp";

async function listFiles(root: string): Promise<string[]> {
  try {
    const names = await readdir(root, { recursive: true, withFileTypes: true });
    return names.filter((d) => d.isFile()).map((d) => join(d.parentPath, d.name));
  } catch {
    return [];
  }
}

export function createDiskCache(o: TDiskCacheOptions): TDiskCache {
  const root = o.dir;
  const fileOf = (key: string) => join(root, key);

  /** removes the file and the folders it leaves empty (up to the cache root) */
  async function remove(file: string): Promise<void> {
    await unlink(file).catch(() => undefined);
    let dir = dirname(file);
    while (dir.startsWith(root + sep) && dir !== root) {
      try {
        await rmdir(dir);
      } catch {
        return; // not empty (or already gone)
      }
      dir = dirname(dir);
    }
  }

  /** unlinks of evicted files; writes wait for them so the folder is within bounds when they end */
  const removals = new Set<Promise<void>>();
  const evict = (key: string) => {
    const removal = remove(fileOf(key)).finally(() => removals.delete(removal));
    removals.add(removal);
  };
  const settle = () => Promise.all([...removals]);

  const index = new LRUCache<string, TEntry>({
    max: Math.max(1, Math.floor(o.maxFiles)),
    maxSize: Math.max(1, Math.floor(o.maxBytes)),
    sizeCalculation: (entry) => Math.max(1, entry.size),
    dispose: (_entry, key, reason) => {
      if (reason === "evict") evict(key);
    },
  });

  async function rebuild(): Promise<void> {
    const found: Array<{ key: string; size: number; mtimeMs: number }> = [];
    for (const file of await listFiles(root)) {
      if (file.endsWith(TMP_SUFFIX)) {
        await unlink(file).catch(() => undefined); // left by a crash mid-write
        continue;
      }
      try {
        const s = await stat(file);
        found.push({ key: relative(root, file).split(sep).join("/"), size: s.size, mtimeMs: s.mtimeMs });
      } catch {
        /* removed meanwhile */
      }
    }
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const f of found) index.set(f.key, { size: f.size, touchedAt: f.mtimeMs });
    await settle();
  }

  const ready = rebuild();
  let tmpCounter = 0;

  return {
    ready,
    async read(key) {
      await ready;
      const entry = index.get(key);
      if (!entry) return null;
      try {
        const data = await readFile(fileOf(key));
        const now = Date.now();
        if (now - entry.touchedAt > TOUCH_EVERY_MS) {
          entry.touchedAt = now;
          void utimes(fileOf(key), new Date(now), new Date(now)).catch(() => undefined);
        }
        return data;
      } catch {
        index.delete(key); // removed behind our back
        return null;
      }
    },
    async write(key, data) {
      await ready;
      const file = fileOf(key);
      const tmp = `${file}.${process.pid}.${++tmpCounter}${TMP_SUFFIX}`;
      for (let attempt = 0; ; attempt++) {
        try {
          await mkdir(dirname(file), { recursive: true });
          await writeFile(tmp, data);
          await rename(tmp, file); // readers never see half a file
          break;
        } catch (error) {
          // an eviction may remove the (empty) folder between mkdir and write: once more
          if (attempt > 0 || (error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        }
      }
      index.set(key, { size: data.length, touchedAt: Date.now() });
      if (!index.has(key)) await remove(file); // larger than the whole cache
      await settle();
    },
    stats: () => ({ files: index.size, bytes: index.calculatedSize }),
  };
}
