import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createDiskCache } from "./disk-cache.ts";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "disk-cache-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function put(dir: string, key: string, bytes: number, ageSeconds: number): void {
  const file = join(dir, key);
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, Buffer.alloc(bytes, 1));
  const t = Date.now() / 1000 - ageSeconds;
  utimesSync(file, t, t);
}

describe("createDiskCache", () => {
  it("rebuilds from the folder, oldest first, dropping crash leftovers and trimming to the bounds", async () => {
    const dir = tempDir();
    put(dir, "1/a/x.webp", 100, 300);
    put(dir, "2/a/x.webp", 100, 200);
    put(dir, "3/a/x.webp", 100, 100);
    put(dir, "3/a/y.webp.123.4.tmp", 50, 10);
    const cache = createDiskCache({ dir, maxBytes: 250, maxFiles: 10 });
    await cache.ready;
    expect(cache.stats()).toEqual({ files: 2, bytes: 200 });
    expect(existsSync(join(dir, "1"))).toBe(false); // the oldest went, with its folders
    expect(existsSync(join(dir, "3/a/y.webp.123.4.tmp"))).toBe(false);
    expect((await cache.read("3/a/x.webp"))?.length).toBe(100);
    expect(await cache.read("1/a/x.webp")).toBeNull();
  });

  it("does not keep an entry larger than the whole cache, and forgets files removed behind its back", async () => {
    const dir = tempDir();
    const cache = createDiskCache({ dir, maxBytes: 100, maxFiles: 10 });
    await cache.write("1/a/big.png", Buffer.alloc(101));
    expect(readdirSync(dir)).toEqual([]);
    expect(await cache.read("1/a/big.png")).toBeNull();
    await cache.write("2/a/ok.png", Buffer.alloc(10));
    rmSync(join(dir, "2"), { recursive: true });
    expect(await cache.read("2/a/ok.png")).toBeNull();
    expect(cache.stats().files).toBe(0);
  });
});
