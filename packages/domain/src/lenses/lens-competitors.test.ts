import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compareLenses,
  MAX_COMPETITORS,
  parseMillimetres,
  parseSphereRange,
  rankLensCompetitors,
  type TLensProfile,
} from "./lens-competitors.ts";

const oasys: TLensProfile = {
  id: 1,
  type: "sfericheskie",
  period: "dvuhnedelnye",
  material: "silikon-gidrogel",
  baseCurves: [8.4, 8.8],
  diameter: 14,
  sphere: { min: -12, max: 8 },
  popularity: 90,
};
const lens = (patch: Partial<TLensProfile>): TLensProfile => ({ ...oasys, ...patch });

describe("lens competitors", () => {
  it("requires the same type and replacement period, and never offers the lens itself", () => {
    expect(compareLenses(oasys, oasys)).toBeNull();
    expect(compareLenses(oasys, lens({ id: 2, type: "toricheskie" }))).toBeNull();
    expect(compareLenses(oasys, lens({ id: 2, period: "odnodnevnye" }))).toBeNull();
  });

  it("scores a twin 100 with every match named", () => {
    expect(compareLenses(oasys, lens({ id: 2 }))).toEqual({
      id: 2,
      score: 100,
      matches: ["type", "period", "material", "baseCurve", "diameter", "sphere"],
    });
  });

  it("ranks by material and fitting parameters, then popularity, then id", () => {
    const hydrogel = lens({ id: 3, material: "gidrogel", popularity: 99 });
    const farCurve = lens({ id: 4, baseCurves: [9.2], diameter: 14.8, popularity: 50 });
    const twinLessPopular = lens({ id: 5, popularity: 10 });
    const twinMorePopular = lens({ id: 6, popularity: 20 });
    const narrow = lens({ id: 7, sphere: { min: -6, max: -0.5 } });
    const daily = lens({ id: 8, period: "odnodnevnye" });
    const ranked = rankLensCompetitors(oasys, [
      hydrogel,
      farCurve,
      twinLessPopular,
      twinMorePopular,
      narrow,
      daily,
    ]);
    expect(ranked.map((r) => r.id)).toEqual([6, 5, 7, 3, 4]);
    expect(ranked.find((r) => r.id === 3)?.matches).not.toContain("material");
    expect(ranked.find((r) => r.id === 4)?.matches).toEqual(["type", "period", "material", "sphere"]);
    expect(ranked.find((r) => r.id === 7)?.matches).not.toContain("sphere");
  });

  it("reads unknown parameters as no match rather than failing", () => {
    const unknown = lens({ id: 2, material: null, baseCurves: [], diameter: null, sphere: null });
    expect(compareLenses(oasys, unknown)).toEqual({ id: 2, score: 0, matches: ["type", "period"] });
    expect(compareLenses(lens({ sphere: { min: -1, max: -1 } }), lens({ id: 3 }))?.matches).toContain(
      "sphere",
    );
  });

  it("is bounded, ordered and never lists an incomparable lens (property)", () => {
    const profile = fc.record({
      id: fc.integer({ min: 1, max: 60 }),
      type: fc.constantFrom("a", "b"),
      period: fc.constantFrom("d", "m"),
      material: fc.option(fc.constantFrom("x", "y"), { nil: null }),
      baseCurves: fc.array(fc.constantFrom(8.3, 8.4, 8.6, 8.8, 9.0), { maxLength: 3 }),
      diameter: fc.option(fc.constantFrom(13.8, 14.0, 14.2, 14.5), { nil: null }),
      sphere: fc.option(
        fc.tuple(fc.integer({ min: -20, max: 10 }), fc.integer({ min: -20, max: 10 })).map(([a, b]) => ({
          min: Math.min(a, b),
          max: Math.max(a, b),
        })),
        { nil: null },
      ),
      popularity: fc.nat(100),
    });
    fc.assert(
      fc.property(
        profile,
        fc.uniqueArray(profile, { selector: (p) => p.id, maxLength: 40 }),
        (target, candidates) => {
          const ranked = rankLensCompetitors(target, candidates);
          expect(ranked.length).toBeLessThanOrEqual(MAX_COMPETITORS);
          for (const r of ranked) {
            const c = candidates.find((x) => x.id === r.id);
            expect(c?.type).toBe(target.type);
            expect(c?.period).toBe(target.period);
            expect(r.id).not.toBe(target.id);
            expect(r.score).toBeGreaterThanOrEqual(0);
            expect(r.score).toBeLessThanOrEqual(100);
          }
          for (let i = 1; i < ranked.length; i++) {
            expect((ranked[i - 1]?.score ?? 0) >= (ranked[i]?.score ?? 0)).toBe(true);
          }
        },
      ),
    );
  });

  it("reads the catalogue's millimetres and dioptre ranges", () => {
    expect(parseMillimetres("8.4")).toBe(8.4);
    expect(parseMillimetres("14,2 мм")).toBe(14.2);
    expect(parseMillimetres("")).toBeNull();
    expect(parseMillimetres("abc")).toBeNull();
    expect(parseSphereRange("-12.00_+8.00")).toEqual({ min: -12, max: 8 });
    expect(parseSphereRange("+6.00_-10.00")).toEqual({ min: -10, max: 6 });
    expect(parseSphereRange("x_y")).toBeNull();
    expect(rankLensCompetitors(oasys, [lens({ id: 2 })], 0)).toEqual([]);
  });
});
