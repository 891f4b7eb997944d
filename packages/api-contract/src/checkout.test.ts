import { describe, expect, it } from "vitest";
import {
  ADDRESS_LIMITS,
  CHECKOUT_DELIVERY_MESSAGES as M,
  ZAddressSuggestionsQuery,
  ZCalculateDeliveryBody,
  ZEstimateDeliveryBody,
} from "./checkout.ts";
import { contract } from "./contract.ts";
import { generateOpenApi } from "./openapi.ts";

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("delivery calculation bodies", () => {
  it("accept the spec's payload, trim the texts and default the absent ones to ''", () => {
    expect(
      ZCalculateDeliveryBody.parse({ zip: "620014", address: " ул Малышева, 51 ", city_id: "1" }),
    ).toEqual({ zip: "620014", address: "ул Малышева, 51", destination_address: "", city_id: 1 });
    expect(ZCalculateDeliveryBody.parse({ city_id: 1, zip: null, address: null })).toMatchObject({
      zip: "",
      address: "",
    });
    expect(ZCalculateDeliveryBody.parse({ city_id: 1, zip: 620014 }).zip).toBe("620014");
  });

  it.each([
    [{ city_id: 0 }, M.cityId],
    [{ city_id: "2147483648" }, M.cityId],
    [{ city_id: 1, zip: "62001" }, M.zip],
    [{ city_id: 1, zip: "6200140" }, M.zip],
    [{ city_id: 1, address: "д".repeat(ADDRESS_LIMITS.address + 1) }, M.addressTooLong],
    [{ city_id: 1, destination_address: "a\u0000b" }, M.badCharacters],
    [{ city_id: 1, address: { nested: true } }, M.badCharacters],
  ])("refuse %j", (body, message) => {
    expect(messagesOf(ZCalculateDeliveryBody.safeParse(body))).toEqual([message]);
  });

  it("estimate takes coordinates as numbers or decimal strings within range", () => {
    expect(ZEstimateDeliveryBody.parse({ city_id: 1, lat: "56.84", lon: 60.61, address: "x" })).toMatchObject(
      {
        lat: 56.84,
        lon: 60.61,
      },
    );
    expect(messagesOf(ZEstimateDeliveryBody.safeParse({ city_id: 1, lat: 91, lon: 0 }))).toEqual([
      M.latitude,
    ]);
    expect(messagesOf(ZEstimateDeliveryBody.safeParse({ city_id: 1, lat: 0, lon: "1e2" }))).toEqual([
      M.longitude,
    ]);
    expect(messagesOf(ZEstimateDeliveryBody.safeParse({ city_id: 1, lat: Number.NaN, lon: 0 }))).toEqual([
      M.latitude,
    ]);
    expect(messagesOf(ZEstimateDeliveryBody.safeParse({ city_id: 1 }))).toEqual([M.latitude, M.longitude]);
  });

  it("suggestions: a bounded query, an optional city", () => {
    expect(ZAddressSuggestionsQuery.parse({ query: "малыш", city_id: "" })).toEqual({ query: "малыш" });
    expect(
      messagesOf(ZAddressSuggestionsQuery.safeParse({ query: "а".repeat(ADDRESS_LIMITS.query + 1) })),
    ).toEqual([M.query]);
  });

  it("the calls are in the OpenAPI document", () => {
    const doc = generateOpenApi(contract, { title: "t", version: "1" }) as { paths: Record<string, unknown> };
    for (const path of [
      "/checkout/data",
      "/checkout/pickup-points",
      "/checkout/delivery/{deliveryId}/calculate",
      "/checkout/delivery/{deliveryId}/estimate",
      "/checkout/address-suggestions",
      "/user/addresses",
      "/user/addresses/{id}",
    ]) {
      expect(doc.paths[path]).toBeDefined();
    }
  });
});
