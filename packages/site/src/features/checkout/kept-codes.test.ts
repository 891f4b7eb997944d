import { describe, expect, it } from "vitest";
import { keepCode, keptCode } from "./kept-codes.ts";

/** A sessionStorage stand-in. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const refusing = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
  removeItem: () => {
    throw new Error("SecurityError");
  },
};

describe("kept checkout codes", () => {
  it("keeps a code per kind, trimmed, and forgets it", () => {
    const storage = memoryStorage();
    keepCode("promo", " OPTIKA10 ", storage);
    keepCode("certificate", "GIFT-1", storage);
    expect(keptCode("promo", storage)).toBe("OPTIKA10");
    expect(keptCode("certificate", storage)).toBe("GIFT-1");
    keepCode("promo", null, storage);
    expect(keptCode("promo", storage)).toBeNull();
    expect(keptCode("certificate", storage)).toBe("GIFT-1");
  });

  it("reads nothing odd back: empty or longer than a code field takes", () => {
    const storage = memoryStorage();
    storage.setItem("checkout.promo-code", "   ");
    expect(keptCode("promo", storage)).toBeNull();
    storage.setItem("checkout.promo-code", "X".repeat(65));
    expect(keptCode("promo", storage)).toBeNull();
  });

  it("a storage that refuses (privacy modes) or none at all keeps nothing and throws nothing", () => {
    expect(() => keepCode("promo", "OPTIKA10", refusing)).not.toThrow();
    expect(keptCode("promo", refusing)).toBeNull();
    expect(keptCode("promo", null)).toBeNull();
  });
});
