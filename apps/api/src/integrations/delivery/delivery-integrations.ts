import type { IAddressSuggestions } from "../address-suggestions/address-suggestions.ts";
import { createDadataAddressSuggestions } from "../address-suggestions/dadata-address-suggestions.ts";
import { createSimulatedAddressSuggestions } from "../address-suggestions/simulated-address-suggestions.ts";
import { withCachedPickupPoints } from "./cached-pickup-points.ts";
import { createCdekCarrier } from "./cdek-carrier.ts";
import type { IDeliveryCarrier } from "./delivery-carrier.ts";
import type { TFetch } from "./fetch-json.ts";
import { routeDeliveryCarriers } from "./routed-delivery-carrier.ts";
import { createSimulatedDeliveryCarrier } from "./simulated-delivery-carrier.ts";
import { createYandexDeliveryCarrier } from "./yandex-delivery-carrier.ts";

/** The outside services of delivery: the carrier (prices, terms, partner points) and the address service. */
export type TDeliveryIntegrations = {
  carrier: IDeliveryCarrier;
  addresses: IAddressSuggestions;
};

/** The environment's say (env.ts): a real service is used when its credentials are set. */
export type TDeliveryIntegrationsConfig = {
  CDEK_API_URL?: string;
  CDEK_CLIENT_ID?: string;
  CDEK_CLIENT_SECRET?: string;
  YANDEX_DELIVERY_API_URL?: string;
  YANDEX_DELIVERY_TOKEN?: string;
  DADATA_API_URL?: string;
  DADATA_API_KEY?: string;
};

/** The services' production addresses (env.ts has the same defaults). */
const DEFAULT_URLS = {
  cdek: "https://api.cdek.ru/v2",
  yandexDelivery: "https://b2b.taxi.yandex.net",
  dadata: "https://suggestions.dadata.ru",
} as const;

/**
 * Carrier and address service from the environment (decision 0033): CDEK for courier and partner
 * pickup when CDEK_CLIENT_ID/SECRET are set, Yandex Delivery for same-day when its token is,
 * DaData for addresses when its key is; the offline simulators otherwise.
 */
export function createDeliveryIntegrations(
  config: TDeliveryIntegrationsConfig,
  fetchImpl: TFetch = fetch,
  now: () => Date = () => new Date(),
): TDeliveryIntegrations {
  const simulator = createSimulatedDeliveryCarrier();
  const main =
    config.CDEK_CLIENT_ID && config.CDEK_CLIENT_SECRET
      ? withCachedPickupPoints(
          createCdekCarrier(
            {
              baseUrl: config.CDEK_API_URL ?? DEFAULT_URLS.cdek,
              clientId: config.CDEK_CLIENT_ID,
              clientSecret: config.CDEK_CLIENT_SECRET,
            },
            fetchImpl,
            now,
          ),
        )
      : simulator;
  const sameDay = config.YANDEX_DELIVERY_TOKEN
    ? createYandexDeliveryCarrier(
        {
          baseUrl: config.YANDEX_DELIVERY_API_URL ?? DEFAULT_URLS.yandexDelivery,
          token: config.YANDEX_DELIVERY_TOKEN,
        },
        fetchImpl,
      )
    : simulator;
  return {
    carrier: routeDeliveryCarriers(main, sameDay),
    addresses: config.DADATA_API_KEY
      ? createDadataAddressSuggestions(
          { baseUrl: config.DADATA_API_URL ?? DEFAULT_URLS.dadata, apiKey: config.DADATA_API_KEY },
          fetchImpl,
        )
      : createSimulatedAddressSuggestions(),
  };
}
