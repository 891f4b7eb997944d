/**
 * Deterministic pseudo-random numbers for the seed. Never use Math.random or the clock in the
 * seed: the same seed must give the same database, byte for byte.
 */

/** mulberry32: tiny, fast, good enough for demo data. Returns floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a 32-bit hash of a string; used to derive independent streams from labels. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type TRandom = {
  /** float in [0, 1) */
  next(): number;
  /** integer in [min, max] (inclusive) */
  int(min: number, max: number): number;
  /** true with the given probability */
  chance(probability: number): boolean;
  /** one element of a non-empty list */
  pick<T>(list: readonly T[]): T;
  /** one element, weighted */
  weighted<T>(list: readonly (readonly [T, number])[]): T;
  /** a shuffled copy */
  shuffle<T>(list: readonly T[]): T[];
  /** `count` distinct elements (order of the source kept) */
  sample<T>(list: readonly T[], count: number): T[];
  /** an independent stream named by a label: adding draws elsewhere never shifts it */
  fork(label: string): TRandom;
};

export function createRandom(seed: number): TRandom {
  const next = mulberry32(seed);
  const random: TRandom = {
    next,
    int(min, max) {
      return min + Math.floor(next() * (max - min + 1));
    },
    chance(probability) {
      return next() < probability;
    },
    pick(list) {
      if (list.length === 0) throw new Error("pick from an empty list");
      return list[Math.floor(next() * list.length)] as (typeof list)[number];
    },
    weighted(list) {
      const total = list.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [value, w] of list) {
        r -= w;
        if (r < 0) return value;
      }
      const last = list[list.length - 1];
      if (!last) throw new Error("weighted pick from an empty list");
      return last[0];
    },
    shuffle(list) {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const tmp = out[i] as (typeof out)[number];
        out[i] = out[j] as (typeof out)[number];
        out[j] = tmp;
      }
      return out;
    },
    sample(list, count) {
      const chosen = new Set(random.shuffle(list.map((_, i) => i)).slice(0, count));
      return list.filter((_, i) => chosen.has(i));
    },
    fork(label) {
      return createRandom((hashString(label) ^ Math.imul(seed, 0x9e3779b1)) >>> 0);
    },
  };
  return random;
}
