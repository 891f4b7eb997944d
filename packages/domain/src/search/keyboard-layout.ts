/** The Russian ЙЦУКЕН key under each key of the Latin QWERTY layout. */
const LATIN_TO_CYRILLIC: Readonly<Record<string, string>> = {
  q: "й",
  w: "ц",
  e: "у",
  r: "к",
  t: "е",
  y: "н",
  u: "г",
  i: "ш",
  o: "щ",
  p: "з",
  "[": "х",
  "]": "ъ",
  a: "ф",
  s: "ы",
  d: "в",
  f: "а",
  g: "п",
  h: "р",
  j: "о",
  k: "л",
  l: "д",
  ";": "ж",
  "'": "э",
  z: "я",
  x: "ч",
  c: "с",
  v: "м",
  b: "и",
  n: "т",
  m: "ь",
  ",": "б",
  ".": "ю",
  "`": "ё",
  Q: "Й",
  W: "Ц",
  E: "У",
  R: "К",
  T: "Е",
  Y: "Н",
  U: "Г",
  I: "Ш",
  O: "Щ",
  P: "З",
  "{": "Х",
  "}": "Ъ",
  A: "Ф",
  S: "Ы",
  D: "В",
  F: "А",
  G: "П",
  H: "Р",
  J: "О",
  K: "Л",
  L: "Д",
  ":": "Ж",
  '"': "Э",
  Z: "Я",
  X: "Ч",
  C: "С",
  V: "М",
  B: "И",
  N: "Т",
  M: "Ь",
  "<": "Б",
  ">": "Ю",
  "~": "Ё",
};

/** Text typed with the Latin layout switched on, read as the Russian keys: "vjcrdf" → "москва". */
export function latinLayoutToCyrillic(text: string): string {
  return Array.from(text, (char) => LATIN_TO_CYRILLIC[char] ?? char).join("");
}

/** 'ё' read as 'е' (and 'Ё' as 'Е'). */
export function foldYo(text: string): string {
  return text.replace(/ё/g, "е").replace(/Ё/g, "Е");
}

/** The form two city names are compared in: Latin-layout keys converted, ё folded, lowercase. */
export function citySearchKey(text: string): string {
  return foldYo(latinLayoutToCyrillic(text.trim())).toLowerCase();
}

const CYRILLIC_TO_LATIN_KEY: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(LATIN_TO_CYRILLIC).map(([latin, cyrillic]) => [cyrillic, latin]),
);

/** Text typed with the Russian layout switched on, read as the Latin keys: "фсгмгу" → "acuvue". */
export function cyrillicLayoutToLatin(text: string): string {
  return Array.from(text, (char) => CYRILLIC_TO_LATIN_KEY[char] ?? char).join("");
}
