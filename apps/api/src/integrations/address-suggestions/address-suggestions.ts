import type { TGeoPoint } from "../delivery/distance.ts";

/** A city as the address service searches in it. */
export type TAddressCity = { id: number; name: string; centre: TGeoPoint };

/** An address found: DaData's shape, reduced to what checkout uses. */
export type TFoundAddress = {
  /** 'г Екатеринбург, ул Малышева, д 51' */
  value: string;
  /** 'ул Малышева, д 51' */
  short: string;
  city_id: number;
  city: string;
  /** 'ул Малышева' */
  street: string;
  /** '51', or '' for a street without a house */
  house: string;
  zip: string;
  lat: number;
  lon: number;
};

/**
 * Address suggestions and geocoding (DaData's suggest API, or the simulator over the seeded
 * streets): `suggest` answers what the shopper types, `locate` finds one full address (the
 * delivery calculation's destination), null when it is not an address in the city.
 */
export interface IAddressSuggestions {
  readonly name: string;
  suggest(query: string, city: TAddressCity, limit: number): Promise<TFoundAddress[]>;
  locate(address: string, city: TAddressCity): Promise<TFoundAddress | null>;
}
