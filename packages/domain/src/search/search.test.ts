import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  citiesOfRegion,
  cityLabel,
  regionsWithCities,
  searchCities,
  type TCity,
  type TRegion,
} from "./city-search.ts";
import { citySearchKey, foldYo, latinLayoutToCyrillic } from "./keyboard-layout.ts";
import { SEARCH_DEBOUNCE_MS, searchPageHref, shouldSearch } from "./search-query-rules.ts";
import { sectionShowsAll, visibleSectionItems } from "./section-visibility.ts";

describe("search query rules", () => {
  it("does nothing under 3 characters and debounces 500 ms", () => {
    expect(shouldSearch("ли")).toBe(false);
    expect(shouldSearch("  ли  ")).toBe(false);
    expect(shouldSearch("лин")).toBe(true);
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });
  it("opens /search?search={text}", () => {
    expect(searchPageHref(" линзы acuvue ")).toBe("/search?search=%D0%BB%D0%B8%D0%BD%D0%B7%D1%8B+acuvue");
  });
});

describe("search sections", () => {
  const items = [1, 2, 3, 4, 5];
  it.each([
    ["articles", 5],
    ["videos", 5],
    ["services", 5],
    ["questions", 5],
    ["categories", 3],
    ["specialists", 4],
  ] as const)("%s shows all for category %i", (section, id) => {
    expect(sectionShowsAll(section, id)).toBe(true);
    expect(visibleSectionItems(section, items, id)).toEqual({ items, hasMore: false });
    expect(sectionShowsAll(section, id + 1)).toBe(false);
  });
  it("shows 3 items with 'Показать еще' otherwise", () => {
    expect(visibleSectionItems("articles", items, null)).toEqual({ items: [1, 2, 3], hasMore: true });
    expect(visibleSectionItems("products", items, 5)).toEqual({ items: [1, 2, 3], hasMore: true });
    expect(visibleSectionItems("videos", [1, 2], undefined)).toEqual({ items: [1, 2], hasMore: false });
  });
});

describe("keyboard layout and ё", () => {
  it("converts Latin-layout typing to Cyrillic", () => {
    expect(latinLayoutToCyrillic("vjcrdf")).toBe("москва");
    expect(latinLayoutToCyrillic("Trfnthby,ehu")).toBe("Екатеринбург");
    expect(latinLayoutToCyrillic("Москва-2")).toBe("Москва-2");
  });
  it("folds ё into е", () => {
    expect(foldYo("Королёв Ёлки")).toBe("Королев Елки");
    expect(citySearchKey(" Королёв ")).toBe("королев");
  });
  it("is idempotent on Cyrillic text (law)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[а-яА-ЯёЁ -]*$/), (text) => {
        expect(citySearchKey(citySearchKey(text))).toBe(citySearchKey(text));
      }),
    );
  });
});

describe("city search", () => {
  const regions: TRegion[] = [
    { id: 1, name: "Свердловская область" },
    { id: 2, name: "Московская область" },
    { id: 3, name: "Чукотский АО" },
  ];
  const cities: TCity[] = [
    { id: 1, name: "Екатеринбург", regionId: 1 },
    { id: 2, name: "Королёв", regionId: 2 },
    { id: 3, name: "Каменск-Уральский", regionId: 1 },
    { id: 4, name: "Нигде", regionId: 99 },
  ];
  it("matches a case-insensitive substring and labels 'name (region)'", () => {
    expect(searchCities("КАМЕН", cities, regions)).toEqual([
      { city: cities[2], label: "Каменск-Уральский (Свердловская область)" },
    ]);
    expect(searchCities("бург", cities, regions).map((hit) => hit.city.id)).toEqual([1]);
  });
  it("reads Latin-layout typing and ё", () => {
    expect(searchCities("rjhjk", cities, regions).map((hit) => hit.label)).toEqual([
      "Королёв (Московская область)",
    ]);
    expect(searchCities("королев", cities, regions)).toHaveLength(1);
    expect(searchCities("королёв", cities, regions)).toHaveLength(1);
  });
  it("finds nothing for an empty query and labels a city without a known region by its name", () => {
    expect(searchCities("  ", cities, regions)).toEqual([]);
    expect(cityLabel(cities[3] as TCity, regions)).toBe("Нигде");
  });
  it("hides regions without cities", () => {
    expect(regionsWithCities(regions, cities).map((r) => r.id)).toEqual([1, 2]);
    expect(citiesOfRegion(1, cities).map((c) => c.id)).toEqual([1, 3]);
  });
});

describe("transliteration and the other layout", () => {
  it("reads Russian typed in Latin letters and brands typed in Cyrillic", async () => {
    const { cyrillicToLatin, latinToCyrillic } = await import("./transliteration.ts");
    const { cyrillicLayoutToLatin } = await import("./keyboard-layout.ts");
    expect(latinToCyrillic("linzy")).toBe("линзы");
    expect(latinToCyrillic("solncezashchitnye")).toBe("солнцезащитные");
    expect(cyrillicToLatin("джонсон")).toBe("jonson");
    expect(cyrillicToLatin("Биофинити")).toBe("biofiniti");
    expect(cyrillicLayoutToLatin("фсгмгу")).toBe("acuvue");
  });
});
