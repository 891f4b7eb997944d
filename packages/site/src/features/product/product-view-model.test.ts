import { describe, expect, it } from "vitest";
import {
  characteristicBlocks,
  lensesInShownPack,
  loyaltyOffer,
  perLensPrice,
  productBreadcrumbs,
  showsStoreStock,
  splitCharacteristics,
  variantGroupTitle,
  visibleVariantGroups,
} from "./product-view-model.ts";

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
    expect(productBreadcrumbs({ name: "X", category: { name: "Линзы", slug: "linzy" } })).toEqual([
      { label: "Главная", href: "/" },
      { label: "Каталог", href: "/catalog" },
      { label: "Линзы", href: "/catalog/linzy" },
      { label: "X" },
    ]);
  });
});

const group = (name: string, slug: string, rows: Array<[string, string, string[]]>) => ({
  name,
  slug,
  characteristics: rows.map(([cSlug, cName, values]) => ({
    slug: cSlug,
    name: cName,
    values: values.map((value) => ({ slug: value, value })),
  })),
});

describe("characteristics table", () => {
  it("lists the manufacturer once when a group already has it", () => {
    const blocks = characteristicBlocks(
      [
        group("Характеристики", "harakteristiki", [
          ["manufacturer", "Производитель", ["J&J"]],
          ["dkt", "Dk/t", ["25.5"]],
        ]),
      ],
      "J&J",
    );
    expect(blocks.flatMap((b) => b.rows.map((r) => r.name))).toEqual(["Производитель", "Dk/t"]);
    expect(blocks[0]?.title).toBeNull();
  });
  it("adds the manufacturer to the first group when no group lists it", () => {
    const blocks = characteristicBlocks(
      [group("Оправа", "frame", [["width", "Ширина", ["140 мм"]]])],
      "Ray-Ban",
    );
    expect(blocks[0]?.rows.map((r) => `${r.name}: ${r.value}`)).toEqual([
      "Ширина: 140 мм",
      "Производитель: Ray-Ban",
    ]);
    expect(characteristicBlocks([], "Ray-Ban")[0]?.rows).toHaveLength(1);
    expect(characteristicBlocks([], "")).toEqual([]);
  });
  it("lists several values with commas, or with semicolons when the values are decimals", () => {
    const blocks = characteristicBlocks(
      [
        group("Характеристики", "harakteristiki", [
          ["base_curve", "Радиус кривизны", ["8,5", "9,0"]],
          ["axis", "Ось", ["10°", "180°"]],
        ]),
      ],
      "",
    );
    expect(blocks[0]?.rows.map((r) => r.value)).toEqual(["8,5; 9,0", "10°, 180°"]);
  });
});

describe("MyACUVUE offer", () => {
  it("reads the promo group as the programme's offer", () => {
    const promo = [
      group("Акции MyAcuvue", "akcii", [
        ["promo_price", "Промо-цена", ["1 680 ₽"]],
        ["promo_description", "Описание акции", ["Скидка для участников"]],
      ]),
    ];
    expect(loyaltyOffer(promo)).toEqual({ price: "1 680 ₽", description: "Скидка для участников" });
    expect(loyaltyOffer([])).toBeNull();
  });
});

describe("price per lens", () => {
  const lens = {
    category: { id: 1, name: "Контактные линзы", slug: "linzy" },
    price: 199_000,
    variants: [
      {
        name: "items_in_pack",
        groupId: 9,
        code: "items_in_pack" as const,
        variants: [
          { id: 90, label: "90", value: "90" },
          { id: 30, label: "30", value: "30" },
        ],
      },
    ],
    modifications: [
      { id: 1, sku: "a", price: 499_000, variants: [{ id: 90 }], stores: [], quantity: 0 },
      { id: 2, sku: "b", price: 199_000, variants: [{ id: 30 }], stores: [], quantity: 0 },
    ],
  };
  it("divides the shown price by the lenses of the pack sold at that price", () => {
    expect(lensesInShownPack(lens)).toBe(30);
    expect(perLensPrice(lens)).toEqual({ text: "66,33\u00a0₽ за линзу", pack: "в упаковке 30 линз" });
  });
  it("falls back to the smallest pack, and has nothing for other categories", () => {
    expect(lensesInShownPack({ ...lens, modifications: [] })).toBe(30);
    expect(lensesInShownPack({ ...lens, category: { id: 2, name: "Оправы", slug: "opravy" } })).toBeNull();
    expect(lensesInShownPack({ ...lens, variants: [] })).toBeNull();
  });
});

describe("store stock", () => {
  it("is not shown for gift certificates", () => {
    expect(showsStoreStock({ category: { id: 5, name: "С", slug: "podarochnye-sertifikaty" } })).toBe(false);
    expect(showsStoreStock({ category: { id: 1, name: "Л", slug: "linzy" } })).toBe(true);
  });
});
