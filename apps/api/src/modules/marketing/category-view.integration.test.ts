import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { categories, marketingEvents } from "../../db/schema.ts";
import { describeOnEngines } from "../../test/harness.ts";

const DEVICE = "6f1c2a9e-4b7d-4c1e-9a0b-1d2e3f405163";

describeOnEngines(
  "category-view marketing event",
  (ctx) => {
    const events = () =>
      ctx().db.select().from(marketingEvents).where(eq(marketingEvents.kind, "categories/category-view"));
    const view = (categoryId: unknown, cookie = `device_uuid=${DEVICE}`) =>
      ctx().app.inject({
        method: "POST",
        url: "/marketing/category-view",
        headers: { cookie },
        payload: { category_id: categoryId },
      });

    it("records a view once per category while its one-hour cookie lives", async () => {
      const [category] = await ctx().db.select({ id: categories.id }).from(categories).limit(1);
      if (!category) throw new Error("no category in the fixture");
      const first = await view(category.id);
      expect(first.statusCode).toBe(202);
      expect(first.json()).toEqual({ accepted: true, recorded: true });
      const cookie = first.cookies.find((c) => c.name === `category_view_${category.id}`);
      expect(cookie).toMatchObject({ value: "1", maxAge: 3600, path: "/" });
      const again = await view(category.id, `device_uuid=${DEVICE}; category_view_${category.id}=1`);
      expect(again.json()).toEqual({ accepted: true, recorded: false });
      const rows = await events();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ deviceUuid: DEVICE, payload: { category_id: category.id } });
    });

    it("an unknown category is a 404 and a bad id a 400, recording nothing", async () => {
      const before = (await events()).length;
      expect((await view(999_999)).statusCode).toBe(404);
      expect((await view("x")).statusCode).toBe(400);
      expect((await view(2_147_483_648)).statusCode).toBe(400);
      expect((await events()).length).toBe(before);
    });
  },
  { timeoutMs: 180_000 },
);
