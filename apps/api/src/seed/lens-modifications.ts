/**
 * A lens line's variant groups and modifications: the cartesian product of its powers, curves,
 * axes, additions, colours, packs and bundles, each with a price and stock that follows demand.
 */

import { commaDecimals } from "@optika/domain/money";
import type { TLensLine } from "./data/lens-lines.ts";
import { curveLabel, formatCurve, powerLabel } from "./lens-format.ts";
import { roundTo10, rub, skuBase } from "./product-row.ts";
import type { TRandom } from "./random.ts";
import type { SeedBuilder, TGroupInput } from "./seed-builder.ts";
import { addStock, type TStockProfile } from "./stock.ts";

/** How often a sphere power is worn: mild myopia is the bulk of demand. */
function sphereCommonness(v: number): number {
  if (v <= -0.5 && v >= -4) return 1.6;
  if (v < -4 && v >= -6) return 1;
  if (v > 0 && v <= 3) return 0.7;
  if (v === 0) return 0.8;
  return 0.35;
}

const AXIS_COMMONNESS: Record<number, number> = {
  180: 1.5,
  10: 1.1,
  170: 1.1,
  90: 0.9,
  20: 0.6,
  160: 0.6,
  30: 0.4,
  150: 0.4,
};

function lensGroups(line: TLensLine): TGroupInput[] {
  const groups: TGroupInput[] = [
    { code: "sphere", options: line.spheres.map((v) => ({ label: powerLabel(v), value: v.toFixed(2) })) },
    {
      code: "base_curve",
      options: line.baseCurves.map((v) => ({ label: curveLabel(v), value: formatCurve(v) })),
    },
  ];
  if (line.cylinders) {
    groups.push({
      code: "cylinder",
      options: line.cylinders.map((v) => ({ label: powerLabel(v), value: v.toFixed(2) })),
    });
  }
  if (line.axes)
    groups.push({ code: "axis", options: line.axes.map((v) => ({ label: `${v}°`, value: String(v) })) });
  if (line.additions)
    groups.push({
      code: "addition",
      options: line.additions.map((v) => ({ label: commaDecimals(v), value: v })),
    });
  if (line.colours)
    groups.push({ code: "color", options: line.colours.map((c) => ({ label: c.name, value: c.hex })) });
  groups.push({
    code: "items_in_pack",
    options: line.packs.map((p) => ({ label: String(p.items), value: String(p.items) })),
  });
  if (line.hasBundles) {
    groups.push({
      code: "bundles",
      options: [
        { label: "1 упаковка", value: "1" },
        { label: "2 упаковки (−5%)", value: "2" },
      ],
    });
  }
  return groups;
}

export function addLensModifications(
  b: SeedBuilder,
  productId: number,
  line: TLensLine,
  random: TRandom,
): void {
  const smallest = line.packs[0];
  if (!smallest) throw new Error(`${line.slug}: no packs`);
  const groups = lensGroups(line);
  const variantIds = b.addGroups(productId, groups);
  const codes = groups.map((g) => g.code);
  const sphereIdx = codes.indexOf("sphere");
  const axisIdx = codes.indexOf("axis");
  const packIdx = codes.indexOf("items_in_pack");
  const bundleIdx = codes.indexOf("bundles");
  const sizes = groups.map((g) => g.options.length);
  const total = sizes.reduce((a, n) => a * n, 1);
  const sku = skuBase("LNS", productId);
  const stockRandom = random.fork("stock");
  const counters = new Array<number>(groups.length).fill(0);
  for (let n = 0; n < total; n++) {
    const chosen = counters.map((optionIndex, groupIndex) => variantIds[groupIndex]?.[optionIndex] ?? 0);
    const pack = line.packs[counters[packIdx] ?? 0] ?? smallest;
    const bundleCount = bundleIdx >= 0 ? (counters[bundleIdx] ?? 0) + 1 : 1;
    const price = bundleCount === 1 ? pack.price : roundTo10(pack.price * bundleCount * 0.95);
    const modId = b.addModification(
      productId,
      `${sku}-${String(n + 1).padStart(5, "0")}`,
      rub(price),
      chosen,
    );

    const sphere = line.spheres[counters[sphereIdx] ?? 0] ?? 0;
    const axis = axisIdx >= 0 ? (line.axes?.[counters[axisIdx] ?? 0] ?? 0) : 0;
    let density = 0.11 * sphereCommonness(sphere) * (axisIdx >= 0 ? (AXIS_COMMONNESS[axis] ?? 1) * 0.8 : 1);
    if (bundleCount > 1) density *= 0.5;
    if (pack !== line.packs[0]) density *= 0.7;
    const roll = stockRandom.next();
    const profile: TStockProfile = roll < 0.08 ? "none" : roll < 0.14 ? "outside-ekb" : "normal";
    addStock(b, modId, stockRandom, profile, density, 12);

    // next combination (last group varies fastest)
    for (let g = groups.length - 1; g >= 0; g--) {
      const next = (counters[g] ?? 0) + 1;
      if (next < (sizes[g] ?? 1)) {
        counters[g] = next;
        break;
      }
      counters[g] = 0;
    }
  }
}
