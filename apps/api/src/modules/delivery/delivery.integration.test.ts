import { expect, it } from "vitest";
import { describeOnEngines } from "../../test/harness.ts";

describeOnEngines("delivery-term/check-available", (ctx) => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: "GET", url, headers });

  it("flags products listed as unavailable at zero stock when the city has none", async () => {
    const ekb = (await get("/delivery-term/check-available?product_id=104")).json();
    expect(ekb).toEqual({ product_id: 104, notAvailable: true, reason: "zero_stock_list" });
    const msk = (await get("/delivery-term/check-available?product_id=104", { "x-city-id": "2" })).json();
    expect(msk).toEqual({ product_id: 104, notAvailable: false, reason: null });
  });

  it("flags products marked not available, passes the others", async () => {
    expect((await get("/delivery-term/check-available?product_id=105")).json().reason).toBe("flag");
    expect((await get("/delivery-term/check-available?product_id=101")).json().notAvailable).toBe(false);
  });

  it("400 on a bad or missing product_id, 404 on an unknown product", async () => {
    const bad = await get("/delivery-term/check-available?product_id=abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.product_id).toHaveLength(1);
    expect((await get("/delivery-term/check-available")).statusCode).toBe(400);
    expect((await get("/delivery-term/check-available?product_id=424242")).statusCode).toBe(404);
  });
});

describeOnEngines("service routes", (ctx) => {
  it("GET /health and GET /openapi.json answer", async () => {
    const health = await ctx().app.inject({ method: "GET", url: "/health" });
    expect(health.json()).toEqual({ status: "ok", database: "ok" });
    const doc = (await ctx().app.inject({ method: "GET", url: "/openapi.json" })).json();
    expect(doc.openapi).toBe("3.0.3");
    expect(Object.keys(doc.paths)).toContain("/catalog/categories/{slug}/products");
    expect(
      doc.paths["/products/{id}"].get.responses["200"].content["application/json"].schema.properties.variants,
    ).toBeDefined();
  });

  it("unknown routes answer 404 { message }", async () => {
    const res = await ctx().app.inject({ method: "GET", url: "/no/such/route" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Не найдено" });
  });

  it("a malformed JSON body answers 400, not 500", async () => {
    const res = await ctx().app.inject({
      method: "PUT",
      url: "/cities/current",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe("string");
  });
});
