import { expect, it } from "vitest";
import type { TDb } from "../../db/client.ts";
import * as t from "../../db/schema.ts";
import { FX, insertFixture } from "../../test/fixture.ts";
import { describeOnEngines } from "../../test/harness.ts";
import { CONTENT_REVIEW_QUERY_BUDGETS as BUDGET } from "../../test/query-budgets.ts";
import { listCompetitorSitemapEntries } from "./competitor-sitemap.ts";

const P = FX.product;

/** The fixture's lenses get a type, a material and fitting parameters. */
async function prepare(db: TDb) {
  await insertFixture(db);
  const lens = (
    id: number,
    type: string,
    material: string,
    curves: string[],
    diameter: string,
    sphere: string,
  ) => ({
    id,
    type,
    material,
    curves,
    diameter,
    sphere,
  });
  const lenses = [
    lens(P.oasys1day, "sfericheskie", "silikon-gidrogel", ["8.5", "9.0"], "14.3", "-12.00_+8.00"),
    lens(P.moist, "sfericheskie", "gidrogel", ["8.5", "9.0"], "14.2", "-12.00_+6.00"),
    lens(P.oasys, "sfericheskie", "silikon-gidrogel", ["8.4", "8.8"], "14.0", "-12.00_+8.00"),
    lens(P.biofinity, "sfericheskie", "silikon-gidrogel", ["8.6"], "14.0", "-12.00_+8.00"),
    lens(P.biofinityToric, "toricheskie", "silikon-gidrogel", ["8.7"], "14.5", "-10.00_+8.00"),
  ];
  await db.insert(t.productFacetValues).values(
    lenses.flatMap((l) => [
      {
        productId: l.id,
        key: "type",
        valueSlug: l.type,
        label: l.type === "toricheskie" ? "Торические" : "Сферические",
      },
      {
        productId: l.id,
        key: "material",
        valueSlug: l.material,
        label: l.material === "gidrogel" ? "Гидрогель" : "Силикон-гидрогель",
      },
    ]),
  );
  const ch = (productId: number, slug: string, valueSlug: string) => ({
    productId,
    groupName: "Основные характеристики",
    groupSlug: "main",
    slug,
    name: slug,
    valueSlug,
    value: valueSlug,
    position: 10,
  });
  await db
    .insert(t.productCharacteristics)
    .values(
      lenses.flatMap((l) => [
        ...l.curves.map((c) => ch(l.id, "base_curve", c)),
        ch(l.id, "diameter", l.diameter),
        ch(l.id, "sphere_range", l.sphere),
      ]),
    );
}

describeOnEngines(
  "lens competitors",
  (ctx) => {
    const get = async (url: string, budget?: number) => {
      ctx().resetQueries();
      const res = await ctx().app.inject({ method: "GET", url });
      if (budget !== undefined) expect(ctx().queries.length).toBe(budget);
      return res;
    };

    it("lists lenses of the same type and period, closest material and parameters first", async () => {
      const res = await get("/lenses/competitors/acuvue-oasys-1-day", BUDGET.competitors);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.lens.id).toBe(P.oasys1day);
      expect(body.parameters).toEqual({
        type: "Сферические",
        period: "Однодневные",
        material: "Силикон-гидрогель",
        base_curves: [8.5, 9],
        diameter: 14.3,
        sphere: { min: -12, max: 8 },
      });
      // same type and period: only the other daily (a hydrogel); monthlies and two-weeklies never
      expect(body.competitors.map((c: { product: { id: number } }) => c.product.id)).toEqual([P.moist]);
      expect(body.competitors[0].matches).toEqual(["type", "period", "baseCurve", "diameter", "sphere"]);
      expect(body.competitors[0].product.url).toMatch(/^\/product\//);
    });

    it("ranks a monthly's competitors and leaves out the toric", async () => {
      const res = await get("/lenses/competitors/biofinity");
      const ids = res.json().competitors.map((c: { product: { id: number } }) => c.product.id);
      expect(ids).not.toContain(P.biofinityToric);
      expect(ids).not.toContain(P.biofinity);
    });

    it("answers 404 for an unknown slug or a product that is not a lens, 400 for a bad one", async () => {
      const unknown = await get("/lenses/competitors/net-takoj-linzy");
      expect([unknown.statusCode, unknown.json().message]).toEqual([404, "Линза не найдена"]);
      expect((await get("/lenses/competitors/ray-ban-wayfarer")).statusCode).toBe(404);
      const long = (await get(`/lenses/competitors/${"a".repeat(300)}`)).statusCode;
      expect(long >= 400 && long < 500).toBe(true);
    });

    it("gives the sitemap only lenses that have a comparable one", async () => {
      const paths = (await listCompetitorSitemapEntries(ctx().db)).map((e) => e.path);
      expect(paths).toContain("/lenses/competitors/acuvue-oasys-1-day");
      expect(paths).not.toContain("/lenses/competitors/ray-ban-wayfarer");
    });
  },
  { prepare },
);
