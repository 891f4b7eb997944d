import { z } from "zod";

/**
 * Which map the clinic and pickup-point lists may open (decision 0044). The lists are complete
 * without a map; a map is offered only when one is configured:
 *   YANDEX_MAPS_API_KEY → Yandex Maps (JS API 2.1, loaded from Yandex on the first 'show on map')
 *   MAP_TILES_URL       → Leaflet over those raster tiles ({z}/{x}/{y}; a locally served tile set
 *                         such as `/tiles/{z}/{x}/{y}.png`, or an https tile server)
 *   neither             → the list alone, no map button.
 */
export type TMapsConfig =
  | { provider: "none" }
  | { provider: "tiles"; tilesUrl: string; attribution: string }
  | { provider: "yandex"; apiKey: string };

export const MAPS_NONE: TMapsConfig = { provider: "none" };

/** Where Yandex Maps JS API 2.1 loads its script, tiles and data from (its CSP documentation). */
const YANDEX_SOURCES = [
  "https://api-maps.yandex.ru",
  "https://suggest-maps.yandex.ru",
  "https://*.maps.yandex.net",
  "https://yandex.ru",
  "https://yastatic.net",
];

const ZTilesUrl = z
  .string()
  .trim()
  .max(500)
  .refine((url) => ["{z}", "{x}", "{y}"].every((part) => url.includes(part)), "needs {z}, {x} and {y}")
  .refine(
    (url) => /^\/(?!\/)/.test(url) || /^https?:\/\/[^/\s]+\//i.test(url),
    "a path on this site (/tiles/…) or an http(s) URL",
  );

const ZMapsEnv = z.object({
  YANDEX_MAPS_API_KEY: z
    .string()
    .trim()
    .regex(/^[\w-]{1,100}$/, "a Yandex Maps API key")
    .optional(),
  MAP_TILES_URL: ZTilesUrl.optional(),
  MAP_TILES_ATTRIBUTION: z.string().trim().min(1).max(300).default("© OpenStreetMap"),
});

/** The map of the environment (blank values count as unset); invalid values throw at boot. */
export function mapsConfigFromEnv(source: Record<string, string | undefined>): TMapsConfig {
  const env = ZMapsEnv.parse({
    YANDEX_MAPS_API_KEY: source.YANDEX_MAPS_API_KEY || undefined,
    MAP_TILES_URL: source.MAP_TILES_URL || undefined,
    MAP_TILES_ATTRIBUTION: source.MAP_TILES_ATTRIBUTION || undefined,
  });
  if (env.YANDEX_MAPS_API_KEY) return { provider: "yandex", apiKey: env.YANDEX_MAPS_API_KEY };
  if (env.MAP_TILES_URL) {
    return { provider: "tiles", tilesUrl: env.MAP_TILES_URL, attribution: env.MAP_TILES_ATTRIBUTION };
  }
  return MAPS_NONE;
}

type TMapsCspSources = { script: string[]; img: string[]; connect: string[]; frame: string[] };

/** What the Content-Security-Policy must allow for the configured map (nothing for none or local tiles). */
export function mapsCspSources(config: TMapsConfig): TMapsCspSources {
  if (config.provider === "yandex") {
    // API 2.1 compiles its templates with eval: allowed only when the shop is set up to use it
    return {
      script: [...YANDEX_SOURCES, "'unsafe-eval'"],
      img: YANDEX_SOURCES,
      connect: YANDEX_SOURCES,
      frame: ["https://api-maps.yandex.ru"],
    };
  }
  if (config.provider === "tiles" && !config.tilesUrl.startsWith("/")) {
    // a tile server with {s} sub-domains: allow its parent host's sub-domains
    const url = new URL(config.tilesUrl.replace(/\{[^}]+\}/g, "x"));
    const host = config.tilesUrl.includes("{s}.") ? `*.${url.host.split(".").slice(1).join(".")}` : url.host;
    const source = `${url.protocol}//${host}`;
    return { script: [], img: [source], connect: [], frame: [] };
  }
  return { script: [], img: [], connect: [], frame: [] };
}
