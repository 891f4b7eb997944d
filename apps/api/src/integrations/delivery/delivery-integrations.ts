import type { IAddressSuggestions } from "../address-suggestions/address-suggestions.ts";
import type { IDeliveryCarrier } from "./delivery-carrier.ts";

/** The outside services of delivery: the carrier (prices, terms, partner points) and the address service. */
export type TDeliveryIntegrations = {
  carrier: IDeliveryCarrier;
  addresses: IAddressSuggestions;
};
