import { DEFAULT_CITY } from "@optika/domain/constants";
import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { ZErrorResponse, zId } from "./common.ts";

const c = initContract();

export const ZRegion = z.object({ id: z.number().int(), name: z.string() });
export type TRegion = z.infer<typeof ZRegion>;

export const ZCity = z.object({
  id: z.number().int(),
  name: z.string(),
  region_id: z.number().int(),
  sub_domain: z.string(),
  has_data: z.boolean(),
  cdek_id: z.number().int().nullable(),
});
export type TCity = z.infer<typeof ZCity>;

export const ZCitiesResponse = z.object({
  cities: z.array(ZCity),
  regions: z.array(ZRegion),
  /** favourite cities (spec: "favorites") */
  favorites: z.array(ZCity),
});
export type TCitiesResponse = z.infer<typeof ZCitiesResponse>;

/**
 * How the city was decided: the current city's order (decision 0019: host → header → cookie →
 * session → default), or "ip" for the guess of GET /cities/current-by-ip.
 */
export const CITY_SOURCES = ["host", "header", "cookie", "session", "default", "ip"] as const;
export const ZCitySource = z.enum(CITY_SOURCES);
export type TCitySource = z.infer<typeof ZCitySource>;

export const ZCurrentCity = z.object({ city: ZCity, source: ZCitySource });
export type TCurrentCity = z.infer<typeof ZCurrentCity>;

export const ZStore = z.object({
  id: z.number().int(),
  city_id: z.number().int(),
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lon: z.number(),
  phones: z.array(z.string()),
  hours: z.string(),
  is_clinic: z.boolean(),
});
export type TStore = z.infer<typeof ZStore>;

export const ZStoresResponse = z.object({ stores: z.array(ZStore) });
export type TStoresResponse = z.infer<typeof ZStoresResponse>;

export const CITY_ID_MESSAGE = "Идентификатор города должен быть целым положительным числом";

export const ZSetCurrentCityBody = z.object({ city_id: zId(CITY_ID_MESSAGE) });
export type TSetCurrentCityBody = z.input<typeof ZSetCurrentCityBody>;

const flag = z.enum(["0", "1"], { error: "Допустимые значения: 0 или 1" });

export const geoContract = c.router({
  listCities: {
    method: "GET",
    path: "/cities",
    query: z.object({ has_cdek_id: flag.optional() }),
    responses: { 200: ZCitiesResponse, 400: ZErrorResponse },
    summary: "Cities (has_cdek_id=1: only cities with a CDEK id), regions and favourite cities",
  },
  currentCityByIp: {
    method: "GET",
    path: "/cities/current-by-ip",
    responses: { 200: ZCurrentCity },
    summary: `The city guessed for this visitor: by IP address, else the request's current city (host, x-city-id, cookie, session, else ${DEFAULT_CITY.name})`,
  },
  setCurrentCity: {
    method: "PUT",
    path: "/cities/current",
    body: ZSetCurrentCityBody,
    responses: { 200: ZCurrentCity, 400: ZErrorResponse, 404: ZErrorResponse },
    summary: "Stores the chosen city on the session (creates the session when there is none)",
  },
  listStores: {
    method: "GET",
    path: "/stores",
    query: z.object({
      city_id: zId(CITY_ID_MESSAGE).optional(),
      all: flag.optional(),
    }),
    responses: { 200: ZStoresResponse, 400: ZErrorResponse },
    summary: "Stores and clinics of the current city (city_id: of that city; all=1: every store)",
  },
});
