import { describe, expect, it } from "vitest";
import { recordedFetch } from "../delivery/recorded-fetch.ts";
import type { TAddressCity } from "./address-suggestions.ts";
import { createDadataAddressSuggestions } from "./dadata-address-suggestions.ts";
import { createSimulatedAddressSuggestions, normaliseAddress } from "./simulated-address-suggestions.ts";

const dir = import.meta.dirname;
const EKB: TAddressCity = { id: 1, name: "Екатеринбург", centre: { lat: 56.8389, lon: 60.6057 } };
const KURGAN: TAddressCity = { id: 20, name: "Курган", centre: { lat: 55.441, lon: 65.3411 } };

describe("simulated address suggestions", () => {
  const sim = createSimulatedAddressSuggestions();

  it("normalises case, 'ё', punctuation, street kinds and the city", () => {
    expect(normaliseAddress("г. Екатеринбург, ул. Малышева, д. 51", "Екатеринбург")).toBe("малышева 51");
    expect(normaliseAddress("Пр-кт Ленина 50", "")).toBe("ленина 50");
  });

  it("matches streets by the prefix of any word, the exact name first", async () => {
    const found = await sim.suggest("либкн", EKB, 10);
    expect(found.map((f) => f.value)).toEqual(["г Екатеринбург, ул Карла Либкнехта"]);
    expect((await sim.suggest("8 мар", EKB, 10))[0]?.street).toBe("ул 8 Марта");
    expect((await sim.suggest("ЛЕНИНА", EKB, 10))[0]?.short).toBe("пр-кт Ленина");
    expect(await sim.suggest("qwerty", EKB, 10)).toEqual([]);
  });

  it("returns houses with coordinates along the street, deterministically", async () => {
    const [house] = await sim.suggest("Малышева 51", EKB, 1);
    expect(house).toMatchObject({ value: "г Екатеринбург, ул Малышева, д 51", house: "51", zip: "620014" });
    expect(Math.abs((house?.lat ?? 0) - 56.8361)).toBeLessThan(0.01);
    expect(Math.abs((house?.lon ?? 0) - 60.6135)).toBeLessThan(0.03);
    const [farther] = await sim.suggest("Малышева 150", EKB, 1);
    expect(farther?.lon).toBeGreaterThan(house?.lon ?? 0);
    expect(await sim.suggest("Малышева 51", EKB, 1)).toEqual([house]);
    // a house beyond the street's last: only the street's further numbers, none here
    expect(await sim.suggest("Радищева 99", EKB, 10)).toEqual([]);
  });

  it("locates a full address; an unknown street is null; a city without a street list near its centre", async () => {
    expect(await sim.locate("г Екатеринбург, ул Малышева, д 51, кв 12", EKB)).toMatchObject({
      short: "ул Малышева, д 51",
      house: "51",
    });
    expect(await sim.locate("Екатеринбург, Бажова", EKB)).toMatchObject({ short: "ул Бажова", house: "" });
    expect(await sim.locate("ул Несуществующая, 5", EKB)).toBeNull();
    const kurgan = await sim.locate("ул. Гоголя, 55", KURGAN);
    expect(kurgan).toMatchObject({ value: "г Курган, ул. Гоголя, 55", city_id: 20 });
    expect(Math.abs((kurgan?.lat ?? 0) - KURGAN.centre.lat)).toBeLessThan(0.04);
    expect(await sim.locate("ул. Гоголя, 55", KURGAN)).toEqual(kurgan);
    expect(await sim.locate("12", KURGAN)).toBeNull();
  });
});

describe("DaData client (recorded answers)", () => {
  const config = { baseUrl: "https://suggestions.dadata.ru", apiKey: "key" };

  it("asks within the city and reads value, street, house, zip and coordinates", async () => {
    const { fetch, calls } = recordedFetch(dir, [{ fixture: "dadata-suggest-malysheva.json" }]);
    const found = await createDadataAddressSuggestions(config, fetch).suggest("малышева 51", EKB, 10);
    expect(calls[0]?.url).toBe("https://suggestions.dadata.ru/suggestions/api/4_1/rs/suggest/address");
    expect(calls[0]?.headers.authorization).toBe("Token key");
    expect(JSON.parse(calls[0]?.body ?? "")).toMatchObject({
      query: "малышева 51",
      count: 10,
      locations: [{ city: "Екатеринбург" }],
    });
    expect(found).toEqual([
      {
        value: "г Екатеринбург, ул Малышева, д 51",
        short: "ул Малышева, д 51",
        city_id: 1,
        city: "Екатеринбург",
        street: "ул Малышева",
        house: "51",
        zip: "620014",
        lat: 56.8359263,
        lon: 60.6147281,
      },
      expect.objectContaining({ short: "ул Малышева, д 51 корп 2", house: "51 корп 2" }),
    ]);
  });

  it("locate takes the first suggestion; nothing found is null; a failure throws", async () => {
    const ok = recordedFetch(dir, [{ fixture: "dadata-suggest-malysheva.json" }]);
    expect(await createDadataAddressSuggestions(config, ok.fetch).locate("Малышева 51", EKB)).toMatchObject({
      house: "51",
    });
    expect(JSON.parse(ok.calls[0]?.body ?? "").count).toBe(1);
    const none = recordedFetch(dir, [{ fixture: "dadata-suggest-empty.json" }]);
    expect(await createDadataAddressSuggestions(config, none.fetch).locate("нигде", EKB)).toBeNull();
    const down = recordedFetch(dir, [
      { text: '{"family":"CLIENT_ERROR","reason":"Forbidden"}', status: 403 },
    ]);
    await expect(createDadataAddressSuggestions(config, down.fetch).suggest("a", EKB, 5)).rejects.toThrow(
      /dadata: 403/,
    );
  });
});
