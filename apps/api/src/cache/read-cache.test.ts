import { describe, expect, it } from "vitest";
import { createReadCache, readCacheKey } from "./read-cache.ts";

function clock(start = 1_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("read cache", () => {
  it("keys on every part, objects in key order", () => {
    expect(readCacheKey("listing", [{ b: 1, a: 2 }, "x"])).toBe(
      readCacheKey("listing", [{ a: 2, b: 1 }, "x"]),
    );
    expect(readCacheKey("listing", [1])).not.toBe(readCacheKey("home", [1]));
    expect(readCacheKey("listing", [1, 2])).not.toBe(readCacheKey("listing", [2, 1]));
  });

  it("serves a hit within the TTL and loads again after it", async () => {
    const c = clock();
    const cache = createReadCache({ ttlMs: 100, maxEntries: 10, now: c.now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("listing", ["a"], load)).toBe(1);
    c.advance(99);
    expect(await cache.get("listing", ["a"], load)).toBe(1);
    expect(await cache.get("listing", ["b"], load)).toBe(2);
    c.advance(2); // past the TTL
    expect(await cache.get("listing", ["a"], load)).toBe(3);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 3 });
  });

  it("single-flights concurrent identical misses", async () => {
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    let release: (v: string) => void = () => {};
    const load = () => {
      loads++;
      return new Promise<string>((r) => {
        release = r;
      });
    };
    const all = Promise.all([1, 2, 3].map(() => cache.get("config", [1], load)));
    release("v");
    expect(await all).toEqual(["v", "v", "v"]);
    expect(loads).toBe(1);
    expect(cache.stats().shared).toBe(2);
  });

  it("does not keep a failed load", async () => {
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get("listing", [1], () => Promise.reject(new Error("404")))).rejects.toThrow("404");
    expect(await cache.get("listing", [1], async () => "ok")).toBe("ok");
  });

  it("evicts the least recently used beyond maxEntries", async () => {
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 2 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get("listing", ["a"], load); // 1
    await cache.get("listing", ["b"], load); // 2
    await cache.get("listing", ["a"], load); // hit: a is now the most recent
    await cache.get("listing", ["c"], load); // 3, evicts b
    expect(cache.stats().size).toBe(2);
    expect(await cache.get("listing", ["a"], load)).toBe(1);
    expect(await cache.get("listing", ["b"], load)).toBe(4);
  });

  it("invalidates by tag or entirely, in-flight loads included", async () => {
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get("listing", [1], load); // 1
    await cache.get("config", [1], load); // 2
    cache.invalidate("listing");
    expect(await cache.get("listing", [1], load)).toBe(3);
    expect(await cache.get("config", [1], load)).toBe(2);
    cache.invalidate();
    expect(await cache.get("config", [1], load)).toBe(4);

    let release: (v: string) => void = () => {};
    const slow = cache.get("home", [1], () => new Promise<string>((r) => (release = r)));
    cache.invalidate("home");
    const fresh = cache.get("home", [1], async () => "new");
    release("old");
    expect(await slow).toBe("old");
    expect(await fresh).toBe("new");
    expect(await cache.get("home", [1], async () => "newer")).toBe("new");
  });

  it("ttlMs 0 turns it off", async () => {
    const cache = createReadCache({ ttlMs: 0, maxEntries: 10 });
    let loads = 0;
    await cache.get("listing", [1], async () => ++loads);
    await cache.get("listing", [1], async () => ++loads);
    expect(loads).toBe(2);
  });
});

describe("read cache bounds", () => {
  it("keeps at most maxBytes of answers, dropping the least recently used", async () => {
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 100, maxBytes: 2_500 });
    const big = (n: number) => async () => ({ n, pad: "x".repeat(1_000) });
    await cache.get("listing", ["a"], big(1));
    await cache.get("listing", ["b"], big(2));
    expect(cache.stats().size).toBe(2);
    await cache.get("listing", ["c"], big(3)); // > 2,500 bytes with three: "a" goes
    expect(cache.stats().size).toBe(2);
    let loads = 0;
    await cache.get("listing", ["a"], async () => ({ n: ++loads, pad: "" }));
    expect(loads).toBe(1);
    expect((await cache.get("listing", ["c"], big(99))).n).toBe(3);
  });

  it("does not keep an answer bigger than the whole budget", async () => {
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 100 });
    let loads = 0;
    const load = async () => ({ n: ++loads, pad: "x".repeat(500) });
    await cache.get("listing", [1], load);
    await cache.get("listing", [1], load);
    expect(loads).toBe(2);
  });
});
