import { z } from "zod";
import { mapsConfigFromEnv, type TMapsConfig } from "../features/maps/maps-config.ts";

const ZSiteEnv = z.object({
  /** Where server-side loaders reach the API. */
  API_URL: z.url().default("http://127.0.0.1:4000"),
  /** A host carrying this DNS label switches the main storefront into partner mode. */
  PARTNER_HOST_LABEL: z.string().trim().min(1).default("jj"),
  /** City subdomains are `{sub_domain}.{BASE_HOST}` (the API's BASE_HOST; locally ekb.localhost:3000). */
  BASE_HOST: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+$/, "a host name without port")
    .default("localhost"),
});

export type TSiteEnv = z.infer<typeof ZSiteEnv>;

/** Validated once, when the server build loads; nothing else in site reads process.env. */
export const env: TSiteEnv = ZSiteEnv.parse({
  API_URL: process.env.API_URL || undefined,
  PARTNER_HOST_LABEL: process.env.PARTNER_HOST_LABEL || undefined,
  BASE_HOST: process.env.BASE_HOST || undefined,
});

/** The clinic and pickup maps' provider (YANDEX_MAPS_API_KEY, MAP_TILES_URL; none: lists alone). */
export const mapsConfig: TMapsConfig = mapsConfigFromEnv(process.env);
