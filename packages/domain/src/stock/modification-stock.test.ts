import { describe, expect, it } from "vitest";
import {
  areAllSetsInStock,
  findModification,
  isSetInStock,
  type TStockModification,
} from "./modification-stock";

const EKB = 1;
const MSK = 2;
const MODS: TStockModification[] = [
  { id: 100, variantIds: [11, 21], quantity: 0, stores: [{ cityId: EKB, quantity: 0 }] },
  { id: 101, variantIds: [11, 21], quantity: 5, stores: [{ cityId: MSK, quantity: 5 }] },
  { id: 102, variantIds: [11, 21], quantity: 3, stores: [{ cityId: EKB, quantity: 3 }] },
  { id: 103, variantIds: [12, 21], quantity: 2, stores: [{ cityId: MSK }] },
  { id: 104, variantIds: [13, 22], quantity: 1, stores: [{ cityId: EKB }] },
];

describe("findModification", () => {
  it("prefers a matching modification with stock in the current city", () => {
    expect(findModification(MODS, [11, 21], EKB)).toEqual({ modification: MODS[2], isInCityStock: true });
  });
  it("falls back to stock elsewhere, like the retry without the city filter", () => {
    expect(findModification(MODS, [12, 21], EKB)).toEqual({ modification: MODS[3], isInCityStock: false });
    expect(findModification(MODS, [12, 21], MSK)?.isInCityStock).toBe(true);
  });
  it("treats -1 as matching anything and answers null when nothing has stock", () => {
    expect(findModification(MODS, [13, -1], EKB)?.modification.id).toBe(104);
    expect(findModification(MODS, [14], EKB)).toBeNull();
  });
});

describe("stock of eye sets", () => {
  it("is in stock only with stock in the current city", () => {
    expect(isSetInStock(MODS, [11, 21], EKB)).toBe(true);
    expect(isSetInStock(MODS, [12, 21], EKB)).toBe(false);
    expect(isSetInStock(MODS, [14], EKB)).toBe(false);
  });
  it("needs every set in stock", () => {
    expect(
      areAllSetsInStock(
        MODS,
        [
          [11, 21],
          [13, 22],
        ],
        EKB,
      ),
    ).toBe(true);
    expect(
      areAllSetsInStock(
        MODS,
        [
          [11, 21],
          [12, 21],
        ],
        EKB,
      ),
    ).toBe(false);
    expect(areAllSetsInStock(MODS, [], EKB)).toBe(false);
  });
});
