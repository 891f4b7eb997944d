import type { IAddressSuggestions, TAddressCity, TFoundAddress } from "./address-suggestions.ts";
import { SEEDED_STREETS, type TSeededStreet } from "./seeded-streets.ts";

/** Words that name a kind of street, a house or a city: dropped before matching. */
const NOISE_WORDS = new Set([
  "г",
  "город",
  "ул",
  "улица",
  "пр-кт",
  "пр",
  "просп",
  "проспект",
  "пер",
  "переулок",
  "б-р",
  "бульвар",
  "тракт",
  "д",
  "дом",
  "россия",
]);

/** Lowercase, 'ё' as 'е', punctuation (but the hyphen) as spaces, no noise words. */
export function normaliseAddress(text: string, cityName = ""): string {
  const city = cityName.toLowerCase().replaceAll("ё", "е");
  const words = text
    .toLowerCase()
    .replaceAll("ё", "е")
    .replace(/[^\p{L}\p{N}\s-]/gu, " ")
    .split(/\s+/)
    .filter((w) => w && !NOISE_WORDS.has(w));
  const joined = words.join(" ");
  return city && joined.startsWith(city) ? joined.slice(city.length).trim() : joined;
}

/** A house number as typed: digits with an optional letter ('12', '12а'). */
const HOUSE = /^(\d{1,3})([а-я]?)$/;

type TStreetEntry = { street: TSeededStreet; key: string };

function streetsOf(city: TAddressCity): TStreetEntry[] {
  return (SEEDED_STREETS[city.name] ?? []).map((street) => ({ street, key: normaliseAddress(street[1]) }));
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** Where house `number` of a street stands: evenly along it, odd numbers on one side, even on the other. */
function housePoint(street: TSeededStreet, number: number | null): { lat: number; lon: number } {
  const [, , lat, lon, axis, houses] = street;
  if (number === null) return { lat, lon };
  const along = (Math.min(number, houses) - 1) / Math.max(1, houses - 1) - 0.5;
  const lengthDeg = Math.min(0.03, houses * 0.00018);
  const side = number % 2 === 1 ? 0.00012 : -0.00012;
  const lonScale = Math.cos((lat * Math.PI) / 180);
  return axis === "ew"
    ? { lat: round6(lat + side), lon: round6(lon + (along * lengthDeg) / lonScale) }
    : { lat: round6(lat + along * lengthDeg * 0.6), lon: round6(lon + side / lonScale) };
}

function found(city: TAddressCity, street: TSeededStreet, house: string): TFoundAddress {
  const [type, name, , , , , zip] = street;
  const streetLabel = `${type} ${name}`;
  const short = house ? `${streetLabel}, д ${house}` : streetLabel;
  const match = HOUSE.exec(house);
  const point = housePoint(street, match ? Number(match[1]) : null);
  return {
    value: `г ${city.name}, ${short}`,
    short,
    city_id: city.id,
    city: city.name,
    street: streetLabel,
    house,
    zip,
    ...point,
  };
}

/** Whether the typed street part names this street: the whole name, or a prefix of it or of one of its words. */
function streetMatches(key: string, typed: string): boolean {
  if (!typed) return false;
  return key.startsWith(typed) || key.split(" ").some((word) => word.startsWith(typed));
}

/** A small stable hash of a text (FNV-1a), for placing addresses of cities without a street list. */
function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The offline address service: DaData's answers over the seeded streets (SEEDED_STREETS) —
 * 'малыш 5' → 'г Екатеринбург, ул Малышева, д 5' and the houses starting with 5 — with
 * coordinates along each street. In a city without a street list it finds nothing to suggest,
 * and locates any typed address within 4 km of the centre (deterministically), so courier
 * delivery there still works.
 */
export function createSimulatedAddressSuggestions(): IAddressSuggestions {
  return {
    name: "simulator",
    async suggest(query, city, limit) {
      const typed = normaliseAddress(query, city.name);
      if (!typed) return [];
      const parts = /^(.*?)(?:\s+(\d{1,3}[а-я]?))?$/.exec(typed);
      const streetPart = (parts?.[1] ?? typed).trim();
      const housePart = parts?.[2] ?? "";
      const streets = streetsOf(city)
        .filter((s) => streetMatches(s.key, streetPart))
        .sort(
          (a, b) => Number(b.key === streetPart) - Number(a.key === streetPart) || a.key.localeCompare(b.key),
        );
      const out: TFoundAddress[] = [];
      for (const { street } of streets) {
        if (!housePart) {
          out.push(found(city, street, ""));
        } else {
          const houses = street[5];
          const match = HOUSE.exec(housePart);
          if (match && Number(match[1]) >= 1 && Number(match[1]) <= houses)
            out.push(found(city, street, housePart));
          if (!match?.[2]) {
            // the houses whose number goes on from what was typed ('5' → 50, 51…)
            for (let n = Number(housePart) * 10; n <= houses && n < Number(housePart) * 10 + 10; n++) {
              out.push(found(city, street, String(n)));
            }
          }
        }
        if (out.length >= limit) break;
      }
      return out.slice(0, limit);
    },
    async locate(address, city) {
      const text = normaliseAddress(address, city.name);
      if (!/\p{L}{2,}/u.test(text)) return null;
      const streets = streetsOf(city);
      if (streets.length === 0) {
        const h = hashText(text);
        const angle = ((h % 3600) / 3600) * 2 * Math.PI;
        const radius = (((h >>> 12) % 1000) / 1000) * 0.036;
        const lat = round6(city.centre.lat + radius * Math.sin(angle));
        const lon = round6(
          city.centre.lon + (radius * Math.cos(angle)) / Math.cos((city.centre.lat * Math.PI) / 180),
        );
        const short = address.trim();
        return {
          value: `г ${city.name}, ${short}`,
          short,
          city_id: city.id,
          city: city.name,
          street: short,
          house: "",
          zip: "",
          lat,
          lon,
        };
      }
      // the longest street name the text contains as whole words, and the first number after it
      let best: { street: TSeededStreet; house: string; length: number } | null = null;
      for (const { street, key } of streets) {
        const at = ` ${text} `.indexOf(` ${key} `);
        if (at < 0 || (best && best.length >= key.length)) continue;
        const rest =
          text
            .slice(at + key.length)
            .trim()
            .split(" ")[0] ?? "";
        const match = HOUSE.exec(rest);
        const house = match && Number(match[1]) >= 1 && Number(match[1]) <= street[5] ? rest : "";
        best = { street, house, length: key.length };
      }
      return best ? found(city, best.street, best.house) : null;
    },
  };
}
