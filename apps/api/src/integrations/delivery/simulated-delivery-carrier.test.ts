import { describe, expect, it } from "vitest";
import type { TCarrierCity, TCarrierQuoteRequest } from "./delivery-carrier.ts";
import { haversineKm } from "./distance.ts";
import { createSimulatedDeliveryCarrier, SIMULATED_TARIFFS } from "./simulated-delivery-carrier.ts";

const EKB: TCarrierCity = {
  id: 1,
  name: "Екатеринбург",
  cdekCode: 250,
  centre: { lat: 56.8389, lon: 60.6057 },
};
const MSK: TCarrierCity = { id: 2, name: "Москва", cdekCode: 44, centre: { lat: 55.7558, lon: 37.6173 } };
const VLADIVOSTOK: TCarrierCity = {
  id: 60,
  name: "Владивосток",
  cdekCode: 288,
  centre: { lat: 43.1155, lon: 131.8855 },
};
const STORE = { lat: 56.8403, lon: 60.6235, address: "пр. Ленина, 50", city: EKB };

const to = (city: TCarrierCity, dLat = 0, dLon = 0) => ({
  lat: city.centre.lat + dLat,
  lon: city.centre.lon + dLon,
  address: city.name,
  zip: "",
  city,
});
const request = (service: TCarrierQuoteRequest["service"], destination: TCarrierQuoteRequest["to"]) => ({
  service,
  from: STORE,
  to: destination,
  declaredValue: 200_000,
  weightGrams: 400,
  now: new Date("2026-11-23T06:00:00Z"),
});

describe("distance", () => {
  it("haversine: Екатеринбург–Москва ≈ 1420 km, a point to itself 0", () => {
    expect(haversineKm(EKB.centre, MSK.centre)).toBeGreaterThan(1400);
    expect(haversineKm(EKB.centre, MSK.centre)).toBeLessThan(1440);
    expect(haversineKm(EKB.centre, EKB.centre)).toBe(0);
  });
});

describe("simulated carrier", () => {
  const carrier = createSimulatedDeliveryCarrier();

  it("is deterministic", async () => {
    const a = await carrier.quote(request("courier", to(EKB, 0.03, 0.05)));
    const b = await carrier.quote(request("courier", to(EKB, 0.03, 0.05)));
    expect(a).toEqual(b);
    expect(await carrier.pickupPoints(EKB)).toEqual(await carrier.pickupPoints(EKB));
  });

  it("prices a local courier from 250 ₽ plus a per-km part, in whole tens of roubles, next day", async () => {
    const near = await carrier.quote(request("courier", to(EKB)));
    const far = await carrier.quote(request("courier", to(EKB, 0.1, 0.15)));
    if (!near.ok || !far.ok) throw new Error("refused");
    expect(near.termDays).toBe(1);
    expect(near.cost).toBeGreaterThanOrEqual(250_00);
    expect(near.cost).toBeLessThan(300_00);
    expect(far.cost).toBeGreaterThan(near.cost);
    expect(far.cost % 10_00).toBe(0);
  });

  it("intercity: longer and dearer with the distance; beyond the network's reach refused", async () => {
    const msk = await carrier.quote(request("courier", to(MSK)));
    const vvo = await carrier.quote(request("courier", to(VLADIVOSTOK)));
    if (!msk.ok || !vvo.ok) throw new Error("refused");
    expect(msk.termDays).toBe(3);
    expect(vvo.termDays).toBeGreaterThan(msk.termDays);
    expect(msk.cost).toBeGreaterThan(600_00);
    expect(msk.cost).toBeLessThan(1000_00);
    expect(vvo.cost).toBeGreaterThan(msk.cost);
    expect(await carrier.quote(request("courier", { ...to(MSK), lat: -33.9, lon: 151.2 }))).toEqual({
      ok: false,
      message: null,
    });
  });

  it("partner pickup costs less than a courier; same-day only within 40 km", async () => {
    const pickup = await carrier.quote(request("partner-pickup", to(EKB)));
    const courier = await carrier.quote(request("courier", to(EKB)));
    if (!pickup.ok || !courier.ok) throw new Error("refused");
    expect(pickup.cost).toBeLessThan(courier.cost);
    expect(pickup.termDays).toBe(SIMULATED_TARIFFS.partnerPickup.localDays);
    expect(await carrier.quote(request("same-day", to(EKB)))).toMatchObject({ ok: true, termDays: 0 });
    expect(await carrier.quote(request("same-day", to(EKB, 0.5, 0)))).toEqual({ ok: false, message: null });
  });

  it("lays the partner network out within ~6 km of the centre; none where CDEK does not go", async () => {
    const points = await carrier.pickupPoints(EKB);
    expect(points).toHaveLength(SIMULATED_TARIFFS.pointsPerCity.large);
    expect(new Set(points.map((p) => p.code)).size).toBe(points.length);
    for (const point of points) expect(haversineKm(point, EKB.centre)).toBeLessThan(7);
    expect(points.some((p) => p.kind === "parcel-locker")).toBe(true);
    expect(await carrier.pickupPoints({ ...EKB, id: 40 })).toHaveLength(
      SIMULATED_TARIFFS.pointsPerCity.small,
    );
    expect(await carrier.pickupPoints({ ...EKB, cdekCode: null })).toEqual([]);
  });
});
