import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { seedDatabase } from "../../seed/index.ts";
import { describeOnEngines } from "../../test/harness.ts";
import { LISTING_QUERY_BUDGET } from "../../test/query-budgets.ts";

/** The real demo seed (scale 1) through the API: the acceptance path. */
describeOnEngines(
  "seeded catalogue",
  (ctx) => {
    const get = (url: string) => ctx().app.inject({ method: "GET", url });

    it("/catalog/linzy/f/brand=acuvue/period=odnodnevnye lists only daily ACUVUE lenses, with counts for the other facets", async () => {
      ctx().resetQueries();
      const res = await get("/catalog/categories/linzy/products?filters=brand=acuvue/period=odnodnevnye");
      expect(res.statusCode).toBe(200);
      expect(ctx().queries).toHaveLength(LISTING_QUERY_BUDGET);
      const body = res.json();
      expect(body.products.length).toBeGreaterThan(0);
      for (const p of body.products) expect(p.brand.slug).toBe("acuvue");
      const ids = body.products.map((p: { id: number }) => p.id);
      for (const id of ids) {
        const product = (await get(`/products/${id}`)).json();
        const values = product.characteristics.flatMap(
          (g: { characteristics: Array<{ values: Array<{ value: string }> }> }) =>
            g.characteristics.flatMap((c) => c.values.map((v) => v.value.toLowerCase())),
        );
        expect(values.join(" ")).toMatch(/однодневн/);
      }
      const brand = body.facets.find((f: { key: string }) => f.key === "brand");
      expect(brand.values.filter((v: { count: number }) => v.count > 0).length).toBeGreaterThan(1);
    });

    it("the certificate 9907 links to /sertifikaty and a lens has its parameter groups", async () => {
      expect((await get("/products/9907")).json().url).toBe("/sertifikaty");
      const lenses = (await get("/catalog/categories/linzy/products")).json().products;
      const lens = (await get(`/products/${lenses[0].id}`)).json();
      expect(lens.variants.map((g: { name: string }) => g.name)).toContain("Оптическая сила (Сфера)");
      expect(lens.modifications.length).toBeGreaterThan(1);
    });
  },
  {
    prepare: async (db) => {
      await seedDatabase(db, { scale: 1 });
      await db.execute(sql`analyze`);
    },
    timeoutMs: 180_000,
  },
);
