import { describe, expect, it } from "vitest";
import {
  productBreadcrumbs,
  splitCharacteristics,
  variantGroupTitle,
  visibleVariantGroups,
} from "./product-view-model";

describe("product view model", () => {
  it("separates the MyAcuvue promo group and drops empty groups", () => {
    const groups = [
      { name: "Основные", slug: "main", characteristics: [{ name: "Бренд", slug: "brand", values: [] }] },
      { name: "Акции MyAcuvue", slug: "promo", characteristics: [] },
      { name: "Пустая", slug: "empty", characteristics: [] },
    ];
    const { promo, rest } = splitCharacteristics(groups);
    expect(promo.map((g) => g.slug)).toEqual(["promo"]);
    expect(rest.map((g) => g.slug)).toEqual(["main"]);
  });
  it("names code-named groups in Russian and keeps real names", () => {
    expect(variantGroupTitle({ name: "items_in_pack", code: "items_in_pack" })).toBe("Линз в упаковке");
    expect(variantGroupTitle({ name: "Оптическая сила (Сфера)", code: "sphere" })).toBe(
      "Оптическая сила (Сфера)",
    );
  });
  it("hides the 'Недоступно' placeholder and groups left empty", () => {
    const groups = visibleVariantGroups([
      { name: "A", groupId: 1, code: "sphere", variants: [{ id: -1, label: "Недоступно", value: "" }] },
      { name: "B", groupId: 2, code: "base_curve", variants: [{ id: 5, label: "8.5", value: "8.5" }] },
    ]);
    expect(groups.map((g) => g.groupId)).toEqual([2]);
  });
  it("builds the breadcrumb trail", () => {
    expect(productBreadcrumbs({ name: "X", category: { id: 1, name: "Линзы", slug: "linzy" } })).toEqual([
      { label: "Главная", href: "/" },
      { label: "Каталог", href: "/catalog" },
      { label: "Линзы", href: "/catalog/linzy" },
      { label: "X" },
    ]);
  });
});
