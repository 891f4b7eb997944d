import { describe, expect, it } from "vitest";
import { CDEK_TARIFFS, createCdekCarrier } from "./cdek-carrier.ts";
import type { TCarrierCity, TCarrierQuoteRequest } from "./delivery-carrier.ts";
import { createDeliveryIntegrations } from "./delivery-integrations.ts";
import { recordedFetch } from "./recorded-fetch.ts";
import { createYandexDeliveryCarrier } from "./yandex-delivery-carrier.ts";

const dir = import.meta.dirname;
const EKB: TCarrierCity = {
  id: 1,
  name: "Екатеринбург",
  cdekCode: 250,
  centre: { lat: 56.8389, lon: 60.6057 },
};
const NOW = new Date("2026-11-23T06:00:00.000Z");

const request = (service: TCarrierQuoteRequest["service"]): TCarrierQuoteRequest => ({
  service,
  from: { lat: 56.8403, lon: 60.6235, address: "пр. Ленина, 50", city: EKB },
  to: { lat: 56.8359, lon: 60.6147, address: "г Екатеринбург, ул Малышева, д 51", zip: "620014", city: EKB },
  declaredValue: 398_000,
  weightGrams: 400,
  now: NOW,
});

const cdekConfig = { baseUrl: "https://api.edu.cdek.ru/v2", clientId: "client", clientSecret: "secret" };

describe("CDEK client (recorded answers)", () => {
  it("gets a token once, asks the 'склад–дверь' tariff and reads total_sum and period_max", async () => {
    const { fetch, calls } = recordedFetch(dir, [
      { fixture: "cdek-oauth-token.json" },
      { fixture: "cdek-tariff-137.json" },
      { fixture: "cdek-tariff-137.json" },
    ]);
    const cdek = createCdekCarrier(cdekConfig, fetch, () => NOW);
    expect(await cdek.quote(request("courier"))).toEqual({ ok: true, cost: 39_796, termDays: 2 });
    await cdek.quote(request("courier"));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "POST https://api.edu.cdek.ru/v2/oauth/token",
      "POST https://api.edu.cdek.ru/v2/calculator/tariff",
      "POST https://api.edu.cdek.ru/v2/calculator/tariff",
    ]);
    expect(calls[0]?.body).toBe("grant_type=client_credentials&client_id=client&client_secret=secret");
    expect(calls[1]?.headers.authorization).toMatch(/^Bearer eyJ/);
    expect(JSON.parse(calls[1]?.body ?? "")).toMatchObject({
      tariff_code: CDEK_TARIFFS.courier,
      from_location: { code: 250 },
      to_location: { code: 250, address: "г Екатеринбург, ул Малышева, д 51", postal_code: "620014" },
      packages: [{ weight: 400 }],
    });
  });

  it("a partner pickup is 'склад–склад'; a refusal is 'not available'; same-day is not CDEK's", async () => {
    const { fetch, calls } = recordedFetch(dir, [
      { fixture: "cdek-oauth-token.json" },
      { fixture: "cdek-tariff-refused.json", status: 400 },
    ]);
    const cdek = createCdekCarrier(cdekConfig, fetch, () => NOW);
    expect(await cdek.quote(request("partner-pickup"))).toEqual({ ok: false, message: null });
    expect(JSON.parse(calls[1]?.body ?? "").tariff_code).toBe(CDEK_TARIFFS.pickup);
    expect(await cdek.quote(request("same-day"))).toEqual({ ok: false, message: null });
    expect(calls).toHaveLength(2);
  });

  it("an answer it cannot read is an error, not a price", async () => {
    const { fetch } = recordedFetch(dir, [
      { fixture: "cdek-oauth-token.json" },
      { text: "<html>502</html>", status: 502 },
    ]);
    await expect(createCdekCarrier(cdekConfig, fetch, () => NOW).quote(request("courier"))).rejects.toThrow(
      /cdek: 502/,
    );
    const noToken = recordedFetch(dir, [{ text: '{"error":"invalid_client"}', status: 401 }]);
    await expect(
      createCdekCarrier(cdekConfig, noToken.fetch, () => NOW).quote(request("courier")),
    ).rejects.toThrow(/no access token/);
  });

  it("reads the city's offices and parcel lockers, skipping points without coordinates", async () => {
    const { fetch, calls } = recordedFetch(dir, [
      { fixture: "cdek-oauth-token.json" },
      { fixture: "cdek-deliverypoints-250.json" },
    ]);
    const points = await createCdekCarrier(cdekConfig, fetch, () => NOW).pickupPoints(EKB);
    expect(calls[1]?.url).toBe(
      "https://api.edu.cdek.ru/v2/deliverypoints?city_code=250&type=ALL&is_handout=true",
    );
    expect(points).toEqual([
      {
        code: "EKB67",
        kind: "partner-office",
        name: "На Малышева",
        address: "ул. Малышева, 51",
        lat: 56.83591,
        lon: 60.61462,
        phones: ["+78002501405"],
        hours: "Пн-Пт 10:00-20:00, Сб-Вс 10:00-18:00",
      },
      expect.objectContaining({ code: "EKB412", kind: "parcel-locker", phones: [] }),
    ]);
    expect(
      await createCdekCarrier(cdekConfig, fetch, () => NOW).pickupPoints({ ...EKB, cdekCode: null }),
    ).toEqual([]);
  });
});

describe("Yandex Delivery client (recorded answers)", () => {
  const config = { baseUrl: "https://b2b.taxi.yandex.net", token: "y0_token" };

  it("prices the store-to-door route of an express courier", async () => {
    const { fetch, calls } = recordedFetch(dir, [{ fixture: "yandex-check-price.json" }]);
    const yandex = createYandexDeliveryCarrier(config, fetch);
    expect(await yandex.quote(request("same-day"))).toEqual({ ok: true, cost: 43_900, termDays: 0 });
    expect(calls[0]?.url).toBe("https://b2b.taxi.yandex.net/b2b/cargo/integration/v2/check-price");
    expect(calls[0]?.headers.authorization).toBe("Bearer y0_token");
    const body = JSON.parse(calls[0]?.body ?? "");
    expect(body.route_points.map((p: { coordinates: number[] }) => p.coordinates)).toEqual([
      [60.6235, 56.8403],
      [60.6147, 56.8359],
    ]);
    expect(body.requirements).toEqual({ taxi_class: "express" });
  });

  it("a refusal is 'not available'; other services and pickup points are not Yandex's", async () => {
    const { fetch, calls } = recordedFetch(dir, [
      { fixture: "yandex-check-price-refused.json", status: 400 },
    ]);
    const yandex = createYandexDeliveryCarrier(config, fetch);
    expect(await yandex.quote(request("same-day"))).toEqual({ ok: false, message: null });
    expect(await yandex.quote(request("courier"))).toEqual({ ok: false, message: null });
    expect(await yandex.pickupPoints(EKB)).toEqual([]);
    expect(calls).toHaveLength(1);
  });
});

describe("configuration by environment", () => {
  it("simulators without credentials; CDEK (points cached per city), Yandex and DaData with them", async () => {
    expect(createDeliveryIntegrations({}).carrier.name).toBe("simulator");
    expect(createDeliveryIntegrations({}).addresses.name).toBe("simulator");
    const { fetch, calls } = recordedFetch(dir, [
      { fixture: "cdek-oauth-token.json" },
      { fixture: "cdek-deliverypoints-250.json" },
    ]);
    const real = createDeliveryIntegrations(
      { CDEK_CLIENT_ID: "id", CDEK_CLIENT_SECRET: "secret", YANDEX_DELIVERY_TOKEN: "t", DADATA_API_KEY: "k" },
      fetch,
      () => NOW,
    );
    expect(real.carrier.name).toBe("cdek+yandex-delivery");
    expect(real.addresses.name).toBe("dadata");
    expect(await real.carrier.pickupPoints(EKB)).toHaveLength(2);
    expect(await real.carrier.pickupPoints(EKB)).toHaveLength(2);
    expect(calls.map((c) => c.url)).toEqual([
      "https://api.cdek.ru/v2/oauth/token",
      "https://api.cdek.ru/v2/deliverypoints?city_code=250&type=ALL&is_handout=true",
    ]);
  });
});
