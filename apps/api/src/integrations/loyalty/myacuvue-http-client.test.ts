import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LoyaltyServiceError } from "./loyalty-programme.ts";
import { createMyAcuvueHttpClient } from "./myacuvue-http-client.ts";

/** The brand service's answers as recorded (decision 0038). */
const recorded = (name: string) =>
  readFileSync(join(import.meta.dirname, "__fixtures__", `${name}.json`), "utf8");

function clientAnswering(status: number, body: string) {
  const calls: { url: string; init: RequestInit }[] = [];
  const client = createMyAcuvueHttpClient({
    apiUrl: "https://myacuvue.example/api/v1/",
    apiKey: "test-key-123",
    fetch: async (url, init) => {
      calls.push({ url, init });
      return new Response(body, { status, headers: { "content-type": "application/json" } });
    },
  });
  return { client, calls };
}

describe("MyACUVUE HTTP client", () => {
  it("asks for the member by phone with the key and reads the recorded profile", async () => {
    const { client, calls } = clientAnswering(200, recorded("member-found"));
    const member = await client.findMember("79000000001");
    expect(calls[0]?.url).toBe("https://myacuvue.example/api/v1/members/79000000001");
    expect(new Headers(calls[0]?.init.headers).get("authorization")).toBe("Bearer test-key-123");
    expect(member).toEqual({
      phone: "79000000001",
      firstName: "Анна",
      bonusBalance: 1250,
      fittedProducts: [
        {
          productId: 101,
          bonuses: 150,
          fittedAt: "2026-03-14",
          eyes: [
            {
              eye: "right",
              parameters: [
                { group: "Оптическая сила (Сфера)", value: "-2.50" },
                { group: "Радиус кривизны", value: "8.5" },
              ],
            },
            {
              eye: "left",
              parameters: [
                { group: "Оптическая сила (Сфера)", value: "-2.75" },
                { group: "Радиус кривизны", value: "8.5" },
              ],
            },
          ],
        },
      ],
      vouchers: [
        { id: "MA-500-7731", amount: 500, validFrom: "2026-01-01", validTo: "2026-12-31", usedAt: null },
        {
          id: "MA-300-1120",
          amount: 300,
          validFrom: "2025-06-01",
          validTo: "2025-12-31",
          usedAt: "2025-09-02T11:20:00+03:00",
        },
      ],
    });
  });

  it("answers null for a phone outside the programme (404)", async () => {
    expect(
      await clientAnswering(404, recorded("member-not-found")).client.findMember("79000000009"),
    ).toBeNull();
  });

  it("fails with a service error on a server error, an unreadable answer or no answer", async () => {
    await expect(
      clientAnswering(500, recorded("server-error")).client.findMember("79000000001"),
    ).rejects.toThrow(LoyaltyServiceError);
    await expect(
      clientAnswering(200, '{"data":{"phone":1}}').client.findMember("79000000001"),
    ).rejects.toThrow(LoyaltyServiceError);
    const down = createMyAcuvueHttpClient({
      apiUrl: "https://myacuvue.example",
      apiKey: "test-key-123",
      fetch: async () => {
        throw new TypeError("fetch failed");
      },
    });
    await expect(down.findMember("79000000001")).rejects.toThrow(LoyaltyServiceError);
  });
});
