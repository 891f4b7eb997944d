/**
 * Invented eyewear models beyond the famous ones: a brand's codes, shapes, rims, materials, sizes
 * and prices drawn from its profile.
 */
import { SHAPES, type TEyewearBrand, type TEyewearModel } from "./data/eyewear.ts";
import type { TRandom } from "./random.ts";

const SUN_NICKS = ["Sport", "Classic", "Icons", "Urban", "Riviera", "Drive", "Legend", "Metro"] as const;

/** `counts` more [frames, sunglasses] models of a brand, with codes not in `usedCodes` (which grows). */
export function generateModels(
  brand: TEyewearBrand,
  random: TRandom,
  counts: readonly [number, number],
  usedCodes: Set<string>,
): TEyewearModel[] {
  const out: TEyewearModel[] = [];
  const shapes = Object.keys(SHAPES) as (keyof typeof SHAPES)[];
  for (const kind of ["frame", "sunglasses"] as const) {
    const count = kind === "frame" ? counts[0] : counts[1];
    for (let i = 0; i < count; i++) {
      let code = "";
      do {
        const number = random.int(1000, 8999);
        code = `${brand.prefix}${number}${kind === "sunglasses" ? (brand.prefix.endsWith(" ") ? "/S" : "S") : ""}`;
      } while (usedCodes.has(code));
      usedCodes.add(code);
      const material = random.pick(brand.materials);
      const gender = random.pick(brand.genders);
      const isMetal = material === "metall" || material === "titan";
      const shape = random.pick(
        kind === "sunglasses"
          ? shapes
          : shapes
              .filter((s) => s !== "aviator" || isMetal)
              .filter((s) => gender !== "detskie" || s !== "cat-eye"),
      );
      const rim = isMetal
        ? random.weighted([
            ["full", 5],
            ["half", 3],
            ["rimless", 2],
          ] as const)
        : random.weighted([
            ["full", 9],
            ["half", 1],
          ] as const);
      const lensWidth = gender === "detskie" ? random.int(42, 47) : random.int(49, 57);
      const bridge = random.int(15, 21);
      const temple = gender === "detskie" ? 125 : random.pick([135, 140, 145, 150]);
      const sizes: [number, number, number][] = [[lensWidth, bridge, temple]];
      if (random.chance(0.3)) sizes.push([lensWidth + 2, bridge, temple + (temple < 150 ? 5 : 0)]);
      const [min, max] = brand.priceRange;
      const base = (kind === "sunglasses" ? 1.2 : 1) * (min + random.next() * (max - min));
      out.push({
        brand: brand.slug,
        code,
        ...(kind === "sunglasses" && random.chance(0.3) ? { nick: random.pick(SUN_NICKS) } : {}),
        kind,
        shape,
        rim: kind === "sunglasses" && rim === "rimless" ? "full" : rim,
        material,
        gender,
        sizes,
        price: Math.round(base / 100) * 100 - 10,
        ...(kind === "sunglasses" ? { polarized: brand.slug === "polaroid" || random.chance(0.25) } : {}),
      });
    }
  }
  return out;
}
