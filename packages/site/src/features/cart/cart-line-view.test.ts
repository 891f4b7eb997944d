import { describe, expect, it } from "vitest";
import { lineEyeLabel, lineParameters } from "./cart-line-view.ts";

const variant = (code: string, group: string, label: string) => ({
  group_id: 1,
  group,
  code,
  variant_id: 1,
  label,
  value: label,
});

describe("a cart line's parameters", () => {
  it("labels a toric lens's parameters in Russian, in the groups' order, and names the eye", () => {
    const item = {
      modification: {
        id: 1,
        sku: "x",
        variants: [
          variant("sphere", "Оптическая сила (Сфера)", "−2,25"),
          variant("base_curve", "Радиус кривизны", "8,6"),
          variant("cylinder", "Оптическая сила (Цилиндр)", "−1,25"),
          variant("axis", "Ось", "180°"),
          variant("items_in_pack", "items_in_pack", "6"),
        ],
      },
      options: { eye: "left" },
    };
    expect(lineParameters(item)).toEqual([
      { label: "Оптическая сила (Сфера)", value: "−2,25" },
      { label: "Радиус кривизны", value: "8,6" },
      { label: "Цилиндр", value: "−1,25" },
      { label: "Ось", value: "180°" },
      { label: "Линз в упаковке", value: "6" },
    ]);
    expect(lineEyeLabel(item)).toBe("Левый глаз");
    expect(lineEyeLabel({ options: { eye: "right" } })).toBe("Правый глаз");
    expect(lineEyeLabel({ options: {} })).toBeNull();
  });

  it("falls back to the group's own name for a group it does not know", () => {
    expect(
      lineParameters({ modification: { id: 1, sku: "", variants: [variant("tint", "Оттенок", "Синий")] } }),
    ).toEqual([{ label: "Оттенок", value: "Синий" }]);
  });
});
