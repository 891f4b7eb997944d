import { describe, expect, it } from "vitest";
import { mapsConfigFromEnv, mapsCspSources } from "./maps-config.ts";

describe("the map provider from the environment", () => {
  it("offers no map without a Yandex key or a tile server (blank values count as unset)", () => {
    expect(mapsConfigFromEnv({})).toEqual({ provider: "none" });
    expect(mapsConfigFromEnv({ YANDEX_MAPS_API_KEY: "", MAP_TILES_URL: "" })).toEqual({ provider: "none" });
  });

  it("takes Yandex Maps when a key is set, even beside a tile server", () => {
    expect(
      mapsConfigFromEnv({ YANDEX_MAPS_API_KEY: "abc-123", MAP_TILES_URL: "/tiles/{z}/{x}/{y}.png" }),
    ).toEqual({ provider: "yandex", apiKey: "abc-123" });
  });

  it("takes Leaflet over a locally served tile set or a tile server, with its attribution", () => {
    expect(mapsConfigFromEnv({ MAP_TILES_URL: "/tiles/{z}/{x}/{y}.png" })).toEqual({
      provider: "tiles",
      tilesUrl: "/tiles/{z}/{x}/{y}.png",
      attribution: "© OpenStreetMap",
    });
    expect(
      mapsConfigFromEnv({
        MAP_TILES_URL: "https://{s}.tiles.example.ru/{z}/{x}/{y}.png",
        MAP_TILES_ATTRIBUTION: "© участники OpenStreetMap",
      }),
    ).toMatchObject({ provider: "tiles", attribution: "© участники OpenStreetMap" });
  });

  it("refuses at boot a tile URL without {z}/{x}/{y}, a protocol-relative one, or a key with markup", () => {
    expect(() => mapsConfigFromEnv({ MAP_TILES_URL: "/tiles/map.png" })).toThrow();
    expect(() => mapsConfigFromEnv({ MAP_TILES_URL: "//evil.example/{z}/{x}/{y}.png" })).toThrow();
    expect(() => mapsConfigFromEnv({ MAP_TILES_URL: "javascript:{z}{x}{y}" })).toThrow();
    expect(() => mapsConfigFromEnv({ YANDEX_MAPS_API_KEY: '"><script>' })).toThrow();
  });
});

describe("what the Content-Security-Policy allows for the map", () => {
  it("nothing from outside with no map or with locally served tiles", () => {
    const nothing = { script: [], img: [], connect: [], frame: [] };
    expect(mapsCspSources({ provider: "none" })).toEqual(nothing);
    expect(
      mapsCspSources({ provider: "tiles", tilesUrl: "/tiles/{z}/{x}/{y}.png", attribution: "©" }),
    ).toEqual(nothing);
  });

  it("the tile server's images, its {s} sub-domains included", () => {
    expect(
      mapsCspSources({
        provider: "tiles",
        tilesUrl: "https://{s}.tile.example.ru/{z}/{x}/{y}.png",
        attribution: "©",
      }).img,
    ).toEqual(["https://*.tile.example.ru"]);
    expect(
      mapsCspSources({
        provider: "tiles",
        tilesUrl: "https://tiles.example.ru/{z}/{x}/{y}.png",
        attribution: "©",
      }),
    ).toEqual({ script: [], img: ["https://tiles.example.ru"], connect: [], frame: [] });
  });

  it("Yandex's script, tiles and frame hosts when Yandex Maps is configured", () => {
    const sources = mapsCspSources({ provider: "yandex", apiKey: "k" });
    expect(sources.script).toContain("https://api-maps.yandex.ru");
    expect(sources.img).toContain("https://*.maps.yandex.net");
    expect(sources.frame).toEqual(["https://api-maps.yandex.ru"]);
  });
});
