/**
 * Transliteration of what shoppers type in the other alphabet: Russian words in Latin letters
 * ("linzy" → "линзы", "ochki" → "очки") and brand names in Cyrillic ("биофинити" → "biofiniti",
 * "джонсон" → "jonson"). Approximate on purpose: search compares the result by sound (decision 0028).
 */

const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "i",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "h",
  ц: "c",
  ч: "ch",
  ш: "sh",
  щ: "sch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
};

/** Lowercase Cyrillic → Latin letters; "дж" reads as "j". Other characters stay. */
export function cyrillicToLatin(text: string): string {
  return Array.from(text.toLowerCase().replace(/дж/g, "j"), (char) => CYRILLIC_TO_LATIN[char] ?? char).join(
    "",
  );
}

/** Latin letter groups first (longest match), then single letters. */
const LATIN_TO_CYRILLIC_GROUPS: readonly (readonly [string, string])[] = [
  ["shch", "щ"],
  ["sch", "щ"],
  ["zh", "ж"],
  ["kh", "х"],
  ["ts", "ц"],
  ["ch", "ч"],
  ["sh", "ш"],
  ["yu", "ю"],
  ["ju", "ю"],
  ["ya", "я"],
  ["ja", "я"],
  ["yo", "е"],
  ["ye", "е"],
  ["iy", "ий"],
  ["yy", "ый"],
];

const LATIN_TO_CYRILLIC_LETTER: Readonly<Record<string, string>> = {
  a: "а",
  b: "б",
  c: "к",
  d: "д",
  e: "е",
  f: "ф",
  g: "г",
  h: "х",
  i: "и",
  j: "дж",
  k: "к",
  l: "л",
  m: "м",
  n: "н",
  o: "о",
  p: "п",
  q: "к",
  r: "р",
  s: "с",
  t: "т",
  u: "у",
  v: "в",
  w: "в",
  x: "кс",
  y: "ы",
  z: "з",
};

/** Lowercase Latin → Cyrillic letters ("linzy" → "линзы", "solncezashchitnye" → "солнцезащитные"). */
export function latinToCyrillic(text: string): string {
  const lower = text.toLowerCase();
  let out = "";
  let i = 0;
  while (i < lower.length) {
    const group = LATIN_TO_CYRILLIC_GROUPS.find(([latin]) => lower.startsWith(latin, i));
    if (group) {
      out += group[1];
      i += group[0].length;
      continue;
    }
    const char = lower[i] as string;
    out += LATIN_TO_CYRILLIC_LETTER[char] ?? char;
    i += 1;
  }
  return out;
}
