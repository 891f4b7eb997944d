import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { generateSeedRows } from "../../seed/generate.ts";
import { asImageSpec, drawImage, drawPlaceholder } from "./draw.ts";
import { IMAGE_KINDS, type TImageSpec } from "./image-spec.ts";
import { renderSvg } from "./render.ts";

const rows = generateSeedRows();

function sampleOf(kind: string): TImageSpec {
  const image = rows.images.find((i) => i.kind === kind);
  if (!image) throw new Error(`no ${kind} image in the seed`);
  return image.spec as TImageSpec;
}

async function expectValidSvg(svg: string): Promise<void> {
  expect(svg.startsWith("<svg")).toBe(true);
  expect(svg.endsWith("</svg>")).toBe(true);
  expect(svg).not.toMatch(/NaN|undefined|\[object/);
  const meta = await sharp(Buffer.from(svg)).metadata();
  expect(meta.format).toBe("svg");
  expect(meta.width).toBe(800);
  expect(meta.height).toBe(800);
}

describe("drawings", () => {
  // covers belong to the content seed (articles, promotions, videos) and portraits to the clinics'
  // seed, not to the catalogue's rows
  it.each(IMAGE_KINDS.filter((kind) => kind !== "cover" && kind !== "portrait"))(
    "draws a valid SVG for %s",
    async (kind) => {
      await expectValidSvg(drawImage(sampleOf(kind)));
    },
  );

  it("draws a valid SVG for a cover, every motif", async () => {
    for (const motif of ["eye", "lens", "frame", "child", "heart", "percent", "play", "work"] as const) {
      const svg = drawImage({
        kind: "cover",
        title: "Как выбрать линзы",
        badge: "Статья",
        variant: 2,
        motif,
        colors: { background: "#0b6e66", accent: "#f5b841" },
      });
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined|\[object/);
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect(meta.format).toBe("svg");
      expect(meta.width).toBeGreaterThan(0);
    }
  });

  it("draws every frame shape in both views, with and without tint", async () => {
    const frames = rows.images.filter((i) => i.kind === "frame" || i.kind === "sunglasses");
    const seen = new Set<string>();
    for (const image of frames) {
      const spec = image.spec as { shape: string; view: string; kind: string };
      const key = `${spec.kind}-${spec.shape}-${spec.view}`;
      if (seen.has(key)) continue;
      seen.add(key);
      await expectValidSvg(drawImage(spec));
    }
    expect(seen.size).toBeGreaterThanOrEqual(20);
  });

  it("draws frames and sunglasses without text (brand and model are on the card)", () => {
    for (const image of rows.images.filter((i) => i.kind === "frame" || i.kind === "sunglasses")) {
      expect(drawImage(image.spec, image.alt)).not.toContain("<text");
    }
  });

  it("fills the picture with every frame at one scale, with clearly dark lines", async () => {
    const frames = rows.images.filter((i) => i.kind === "frame" || i.kind === "sunglasses");
    const seen = new Map<string, TImageSpec>();
    for (const image of frames) {
      const spec = image.spec as TImageSpec & { shape: string; view: string; color: string };
      // every shape and every colour, in both views
      for (const key of [`${spec.view}-${spec.shape}`, `${spec.view}-${spec.color}-${spec.kind}`]) {
        if (!seen.has(key)) seen.set(key, spec);
      }
    }
    const widths: Record<string, number[]> = { front: [], side: [] };
    for (const spec of seen.values()) {
      const png = await renderSvg(drawImage(spec), {
        width: 200,
        height: 200,
        fit: "contain",
        quality: 80,
        format: "png",
      });
      const { info } = await sharp(png)
        .trim({ background: "#f7f7f8", threshold: 12 })
        .toBuffer({ resolveWithObject: true });
      const view = (spec as { view: string }).view;
      widths[view]?.push(info.width);
      const { channels } = await sharp(png).stats();
      const darkest = Math.min(...channels.slice(0, 3).map((c) => c.min));
      expect(darkest, `${JSON.stringify(spec)} has no line darker than ${darkest}`).toBeLessThan(150);
    }
    for (const list of Object.values(widths)) {
      expect(list.length).toBeGreaterThan(5);
      expect(Math.min(...list)).toBeGreaterThanOrEqual(0.85 * 200);
      expect(Math.max(...list) - Math.min(...list)).toBeLessThanOrEqual(0.05 * 200);
    }
  }, 60_000);

  it("puts no shop name on the certificate: both brands show the same picture", () => {
    const svg = drawImage(sampleOf("certificate"));
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(texts).toEqual(["ПОДАРОЧНЫЙ СЕРТИФИКАТ", "1\u00a0000\u00a0₽", "на покупки в салонах и на сайте"]);
  });

  it("puts the certificate amount and the line name on the pictures", () => {
    expect(drawImage(sampleOf("certificate"))).toContain("1\u00a0000\u00a0₽");
    expect(drawImage(sampleOf("lens-box"))).toContain("OASYS 1-Day");
  });

  it("escapes text and rejects odd colours", async () => {
    const svg = drawImage({
      kind: "case",
      shape: "pouch",
      color: "red;stroke:url(javascript:1)",
      accent: "#fff",
      text: `<script>&"'`,
    });
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;script&gt;&amp;&quot;&#39;");
    expect(svg).not.toContain("javascript");
    await expectValidSvg(svg);
  });

  it("draws a specialist's portrait: the initials of the name (or of the alt), a stable colour", async () => {
    const svg = drawImage({ kind: "portrait" }, "Воронцова Анна Сергеевна");
    await expectValidSvg(svg);
    expect(svg).toContain(">ВА</text>");
    expect(drawImage({ kind: "portrait", name: "Морозов Дмитрий" }, "ignored")).toContain(">МД</text>");
    expect(drawImage({ kind: "portrait" }, "Воронцова Анна Сергеевна")).toBe(svg);
    expect(drawImage({ kind: "portrait" }, "<script>")).not.toContain("<script>");
    expect(drawImage({ kind: "portrait" }, "Соколова Елена")).not.toBe(svg);
  });

  it("draws a placeholder for unknown or broken specs", async () => {
    expect(asImageSpec({ kind: "spaceship" })).toBeNull();
    expect(asImageSpec({ kind: "certificate", amount: "1000", colors: {} })).toBeNull();
    expect(asImageSpec(null)).toBeNull();
    expect(drawImage({ kind: "lens-box" })).toBe(drawPlaceholder());
    await expectValidSvg(drawImage(42, "Без картинки"));
  });
});
