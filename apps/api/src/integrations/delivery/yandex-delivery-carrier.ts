import { z } from "zod";
import type { IDeliveryCarrier, TCarrierQuote, TCarrierQuoteRequest } from "./delivery-carrier.ts";
import { fetchJson, IntegrationError, type TFetch } from "./fetch-json.ts";

export type TYandexDeliveryConfig = {
  /** https://b2b.taxi.yandex.net */
  baseUrl: string;
  /** the OAuth token of the business account */
  token: string;
  timeoutMs?: number;
};

const ZPrice = z.object({
  /** roubles as a decimal string: "439.0000" */
  price: z.string().regex(/^\d{1,7}(\.\d+)?$/),
  distance_meters: z.number().nonnegative().optional(),
});
const ZError = z.object({ code: z.string(), message: z.string() });

/**
 * Yandex Delivery's express courier (Cargo API, POST /b2b/cargo/integration/v2/check-price) for
 * same-day delivery: the price of a route from the store to the door. It answers only 'same-day'
 * and has no pickup points.
 */
export function createYandexDeliveryCarrier(
  config: TYandexDeliveryConfig,
  fetchImpl: TFetch,
): IDeliveryCarrier {
  const timeoutMs = config.timeoutMs ?? 8_000;
  return {
    name: "yandex-delivery",
    async quote(request: TCarrierQuoteRequest): Promise<TCarrierQuote> {
      if (request.service !== "same-day") return { ok: false, message: null };
      const { status, body } = await fetchJson(
        fetchImpl,
        `${config.baseUrl}/b2b/cargo/integration/v2/check-price`,
        {
          method: "POST",
          headers: {
            authorization: `Bearer ${config.token}`,
            "accept-language": "ru",
            "content-type": "application/json",
          },
          body: JSON.stringify({
            items: [
              {
                quantity: 1,
                weight: request.weightGrams / 1000,
                size: { length: 0.2, width: 0.15, height: 0.1 },
              },
            ],
            route_points: [
              { coordinates: [request.from.lon, request.from.lat], fullname: request.from.address },
              { coordinates: [request.to.lon, request.to.lat], fullname: request.to.address },
            ],
            requirements: { taxi_class: "express" },
            skip_door_to_door: false,
          }),
        },
        timeoutMs,
      );
      const price = ZPrice.safeParse(body);
      if (status === 200 && price.success) {
        return { ok: true, cost: Math.round(Number(price.data.price) * 100), termDays: 0 };
      }
      if (status >= 400 && status < 500 && ZError.safeParse(body).success)
        return { ok: false, message: null };
      throw new IntegrationError("yandex-delivery", status, "unexpected price answer");
    },
    async pickupPoints() {
      return [];
    },
  };
}
