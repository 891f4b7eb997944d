import { z } from "zod";
import type {
  IDeliveryCarrier,
  TCarrierCity,
  TCarrierPickupPoint,
  TCarrierQuote,
  TCarrierQuoteRequest,
} from "./delivery-carrier.ts";
import { fetchJson, IntegrationError, type TFetch } from "./fetch-json.ts";

export type TCdekConfig = {
  /** https://api.cdek.ru/v2 (production) or https://api.edu.cdek.ru/v2 (test account) */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
};

/**
 * CDEK tariffs (API v2, 'интернет-магазин' contract): the shop hands parcels in at a CDEK office,
 * so a courier order is 'склад–дверь' and a partner pickup 'склад–склад'.
 */
export const CDEK_TARIFFS = { courier: 137, pickup: 136 } as const;

const ZToken = z.object({ access_token: z.string().min(1), expires_in: z.number().int().positive() });
const ZTariff = z.object({
  total_sum: z.number().nonnegative(),
  period_min: z.number().int().nonnegative(),
  period_max: z.number().int().nonnegative(),
});
const ZErrors = z.object({ errors: z.array(z.object({ code: z.string(), message: z.string() })).min(1) });
const ZDeliveryPoint = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(["PVZ", "POSTAMAT"]),
  work_time: z.string().optional().default(""),
  phones: z
    .array(z.object({ number: z.string() }))
    .optional()
    .default([]),
  location: z.object({
    latitude: z.number(),
    longitude: z.number(),
    address: z.string(),
    address_full: z.string().optional(),
  }),
});

/**
 * CDEK API v2 behind the carrier interface: OAuth client credentials (the token is kept until a
 * minute before it expires), POST /calculator/tariff for courier and pickup prices, GET
 * /deliverypoints for the city's offices and parcel lockers. Same-day is not CDEK's: it refuses.
 */
export function createCdekCarrier(config: TCdekConfig, fetchImpl: TFetch, now: () => Date): IDeliveryCarrier {
  const timeoutMs = config.timeoutMs ?? 8_000;
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > now().getTime()) return token.value;
    const form = new URLSearchParams({
      grant_type: "client_credentials",
      client_id: config.clientId,
      client_secret: config.clientSecret,
    });
    const { status, body } = await fetchJson(
      fetchImpl,
      `${config.baseUrl}/oauth/token`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form.toString(),
      },
      timeoutMs,
    );
    const parsed = ZToken.safeParse(body);
    if (status !== 200 || !parsed.success) throw new IntegrationError("cdek", status, "no access token");
    token = {
      value: parsed.data.access_token,
      until: now().getTime() + (parsed.data.expires_in - 60) * 1000,
    };
    return token.value;
  }

  async function call(method: "GET" | "POST", path: string, payload?: unknown) {
    const bearer = await accessToken();
    return fetchJson(
      fetchImpl,
      `${config.baseUrl}${path}`,
      {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          ...(payload === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      },
      timeoutMs,
    );
  }

  return {
    name: "cdek",
    async quote(request: TCarrierQuoteRequest): Promise<TCarrierQuote> {
      if (request.service === "same-day") return { ok: false, message: null };
      const from = request.from.city.cdekCode;
      const to = request.to.city.cdekCode;
      if (from === null || to === null) return { ok: false, message: null };
      const tariff = request.service === "courier" ? CDEK_TARIFFS.courier : CDEK_TARIFFS.pickup;
      const { status, body } = await call("POST", "/calculator/tariff", {
        type: 1,
        currency: 1,
        tariff_code: tariff,
        from_location: { code: from },
        to_location: {
          code: to,
          ...(request.service === "courier" ? { address: request.to.address } : {}),
          ...(request.to.zip ? { postal_code: request.to.zip } : {}),
        },
        packages: [{ weight: request.weightGrams, length: 20, width: 15, height: 10 }],
      });
      const tariffAnswer = ZTariff.safeParse(body);
      if (status === 200 && tariffAnswer.success) {
        return {
          ok: true,
          cost: Math.round(tariffAnswer.data.total_sum * 100),
          termDays: tariffAnswer.data.period_max,
        };
      }
      const errors = ZErrors.safeParse(body);
      if (status >= 400 && status < 500 && errors.success) return { ok: false, message: null };
      throw new IntegrationError("cdek", status, "unexpected tariff answer");
    },
    async pickupPoints(city: TCarrierCity): Promise<TCarrierPickupPoint[]> {
      if (city.cdekCode === null) return [];
      const { status, body } = await call(
        "GET",
        `/deliverypoints?city_code=${city.cdekCode}&type=ALL&is_handout=true`,
      );
      if (status !== 200 || !Array.isArray(body))
        throw new IntegrationError("cdek", status, "no delivery points");
      return body.flatMap((raw) => {
        const point = ZDeliveryPoint.safeParse(raw);
        if (!point.success) return [];
        const p = point.data;
        return [
          {
            code: p.code,
            kind: p.type === "POSTAMAT" ? ("parcel-locker" as const) : ("partner-office" as const),
            name: p.name,
            address: p.location.address,
            lat: p.location.latitude,
            lon: p.location.longitude,
            phones: p.phones.map((ph) => ph.number),
            hours: p.work_time,
          },
        ];
      });
    },
  };
}
