import { describe, expect, it } from "vitest";
import { bestMeanings } from "./expand-query.ts";
import { buildSearchPlan, quoteLexeme } from "./search-plan.ts";
import { isSearchable, queryTokens, searchedText, type TWordToken } from "./search-query.ts";

const spellings = (query: string, i = 0) =>
  (queryTokens(query)[i] as TWordToken).alternatives.map((a) => a.spelling);

describe("searched text", () => {
  it("trims, collapses space, drops control characters and lone surrogates, keeps 200 characters", () => {
    expect(searchedText("  линзы \u0000\t acuvue \u200b ")).toBe("линзы acuvue");
    expect(searchedText("\uD800линзы\uDC00")).toBe("линзы");
    expect(Array.from(searchedText("ё".repeat(500)))).toHaveLength(200);
    expect(searchedText("😀".repeat(300))).toBe("😀".repeat(200));
  });
  it("searches from 3 characters", () => {
    expect(isSearchable("ли")).toBe(false);
    expect(isSearchable("лин")).toBe(true);
  });
});

describe("query tokens", () => {
  it("reads the Latin keyboard layout as Russian and folds ё", () => {
    expect(spellings("kbyps")).toContain("линзы");
    expect(spellings("ЖЁСТКИЙ")[0]).toBe("жесткий");
    // a punctuation key is a letter in the other layout: "," = "б"
    expect(spellings("cfkatnrf,")).toContain("салфеткаб");
  });
  it("transliterates both ways and tries the Latin keys of Cyrillic typing", () => {
    expect(spellings("linzy")).toContain("линзы");
    expect(spellings("биофинити")).toContain("biofiniti");
    expect(spellings("фсгмгу")).toContain("acuvue");
  });
  it("tries neighbouring letters swapped for longer Cyrillic words", () => {
    expect(spellings("опарвы")).toContain("оправы");
    expect(spellings("очки")).not.toContain("чоки");
  });
  it("reads lens parameters in either decimal notation; an unsigned fraction may be a minus power", () => {
    expect(queryTokens("-3,50 8.6 +2 −1.25")).toEqual([
      { kind: "number", text: "-3.5", values: [-3.5] },
      { kind: "number", text: "8.6", values: [8.6, -8.6] },
      { kind: "number", text: "2", values: [2] },
      { kind: "number", text: "-1.25", values: [-1.25] },
    ]);
  });
  it("splits hyphenated words, drops repeats and keeps at most 8 tokens", () => {
    expect(queryTokens("ray-ban ray").map((t) => t.text)).toEqual(["ray", "ban"]);
    expect(queryTokens("a b c d e f g h i j k").length).toBe(8);
    expect(queryTokens("'; drop table --").map((t) => t.text)).toEqual(["drop", "table"]);
  });
});

describe("meanings and the plan", () => {
  it("keeps each word's best meanings", () => {
    const meanings = bestMeanings([
      { i: 0, target: "оправа", score: 1 },
      { i: 0, target: "оправы", score: 0.9 },
      { i: 0, target: "справка", score: 0.4 },
      { i: 1, target: "детские", score: 0.35 },
      { i: 1, target: "детский", score: 0.2 },
    ]);
    expect(meanings.get(0)?.map((m) => m.target)).toEqual(["оправа", "оправы"]);
    expect(meanings.get(1)?.map((m) => m.target)).toEqual(["детские"]);
  });
  it("needs every known word, leaves out unknown ones, and quotes every lexeme", () => {
    const tokens = queryTokens("акувью глазики -3.5");
    const plan = buildSearchPlan(tokens, new Map([[0, [{ target: "acuvue", score: 1 }]]]));
    expect(plan).toMatchObject({
      all: "('acuvue')",
      any: "('acuvue')",
      numbers: [{ values: [-3.5], text: "-3.5" }],
    });
    expect(quoteLexeme("it's \\")).toBe("'it''s \\\\'");
  });
  it("searches the words as typed when none is known", () => {
    const plan = buildSearchPlan(queryTokens("абв где"), new Map());
    expect(plan.all).toBe("'абв':* & 'где':*");
    expect(plan.any).toBe("'абв':* | 'где':*");
  });
  it("keeps, for content, every word: a known one by its meanings, an unknown one by its spellings", () => {
    const plan = buildSearchPlan(
      queryTokens("акувью надеть"),
      new Map([[0, [{ target: "acuvue", score: 1 }]]]),
    );
    expect(plan.all).toBe("('acuvue')");
    // as typed, transliterated and in the other layout, each as a prefix; never the swapped letters
    expect(plan.content).toBe("('acuvue') & ('надеть':* | 'nadet':* | 'yfltnm':*)");
    // typed with the Latin layout on: also read in the Russian one
    expect(buildSearchPlan(queryTokens("ce[jcnm"), new Map()).content).toContain("'сухость':*");
    expect(buildSearchPlan(queryTokens("-3.5"), new Map()).content).toBe("");
  });
});
