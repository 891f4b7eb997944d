import { z } from "zod";
import { fetchJson, IntegrationError, type TFetch } from "../delivery/fetch-json.ts";
import type { IAddressSuggestions, TAddressCity, TFoundAddress } from "./address-suggestions.ts";

export type TDadataConfig = {
  /** https://suggestions.dadata.ru */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
};

const ZCoordinate = z
  .string()
  .regex(/^-?\d{1,3}(\.\d+)?$/)
  .nullable()
  .optional();
const ZSuggestion = z.object({
  value: z.string(),
  data: z.object({
    postal_code: z.string().nullable().optional(),
    city: z.string().nullable().optional(),
    settlement_with_type: z.string().nullable().optional(),
    street_with_type: z.string().nullable().optional(),
    house_type: z.string().nullable().optional(),
    house: z.string().nullable().optional(),
    block_type: z.string().nullable().optional(),
    block: z.string().nullable().optional(),
    geo_lat: ZCoordinate,
    geo_lon: ZCoordinate,
  }),
});
const ZAnswer = z.object({ suggestions: z.array(z.unknown()) });

/** DaData's suggestion → ours; null without coordinates (nothing to price a courier by). */
function toFound(raw: unknown, city: TAddressCity): TFoundAddress | null {
  const parsed = ZSuggestion.safeParse(raw);
  if (!parsed.success) return null;
  const { value, data } = parsed.data;
  if (!data.geo_lat || !data.geo_lon) return null;
  const street = data.street_with_type ?? data.settlement_with_type ?? "";
  const house = [data.house, data.block ? `${data.block_type ?? ""} ${data.block}`.trim() : ""]
    .filter(Boolean)
    .join(" ");
  const houseLabel = data.house ? `${data.house_type ?? "д"} ${house}` : "";
  return {
    value,
    short: [street, houseLabel].filter(Boolean).join(", ") || value,
    city_id: city.id,
    city: data.city ?? city.name,
    street,
    house,
    zip: data.postal_code ?? "",
    lat: Number(data.geo_lat),
    lon: Number(data.geo_lon),
  };
}

/**
 * DaData's address suggestions (POST /suggestions/api/4_1/rs/suggest/address), limited to the
 * city. `locate` takes the first suggestion for the full address that names a house or a street.
 */
export function createDadataAddressSuggestions(
  config: TDadataConfig,
  fetchImpl: TFetch,
): IAddressSuggestions {
  const timeoutMs = config.timeoutMs ?? 5_000;
  async function suggest(query: string, city: TAddressCity, count: number): Promise<TFoundAddress[]> {
    const { status, body } = await fetchJson(
      fetchImpl,
      `${config.baseUrl}/suggestions/api/4_1/rs/suggest/address`,
      {
        method: "POST",
        headers: {
          authorization: `Token ${config.apiKey}`,
          accept: "application/json",
          "content-type": "application/json",
        },
        body: JSON.stringify({
          query,
          count,
          locations: [{ city: city.name }],
          from_bound: { value: "street" },
        }),
      },
      timeoutMs,
    );
    const answer = ZAnswer.safeParse(body);
    if (status !== 200 || !answer.success) throw new IntegrationError("dadata", status, "no suggestions");
    return answer.data.suggestions.flatMap((raw) => toFound(raw, city) ?? []);
  }
  return {
    name: "dadata",
    suggest: (query, city, limit) => suggest(query, city, Math.min(20, limit)),
    async locate(address, city) {
      const [first] = await suggest(address, city, 1);
      return first?.street ? first : null;
    },
  };
}
