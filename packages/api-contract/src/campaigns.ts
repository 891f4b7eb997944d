import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { CONTENT_MESSAGES, ZContentPageQuery } from "./articles.ts";
import { ZProductCard } from "./catalog.ts";
import { ZErrorResponse, ZSlug, zOptionalInt } from "./common.ts";

const c = initContract();

export const CAMPAIGN_STATUSES = ["upcoming", "current", "expired"] as const;

/** A marketing promotion (/aktsii) as listed; dates are inclusive ISO days. */
export const ZCampaignCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  lead: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  /** on the server's today */
  status: z.enum(CAMPAIGN_STATUSES),
  banner_image_id: z.number().int().nullable(),
});
export type TCampaignCard = z.infer<typeof ZCampaignCard>;

export const ZCampaignDetail = ZCampaignCard.extend({
  /** sanitised HTML */
  conditions_html: z.string(),
  /** sanitised HTML: the promotion's landing text */
  body_html: z.string(),
  updated_at: z.string(),
  products: z.array(ZProductCard),
});
export type TCampaignDetail = z.infer<typeof ZCampaignDetail>;

export const ZCampaignListing = z.object({
  items: z.array(ZCampaignCard),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TCampaignListing = z.infer<typeof ZCampaignListing>;

export const campaignsContract = c.router({
  listCampaigns: {
    method: "GET",
    path: "/campaigns",
    query: ZContentPageQuery,
    responses: { 200: ZCampaignListing, 400: ZErrorResponse },
    summary:
      "Promotions: current first, then upcoming (each by end date), then expired (newest first); page 1…1000, limit 1…60 (default 12)",
  },
  currentCampaigns: {
    method: "GET",
    path: "/campaigns/current",
    query: z.object({ limit: zOptionalInt(CONTENT_MESSAGES.limit, { min: 1, max: 12 }) }),
    responses: { 200: z.object({ items: z.array(ZCampaignCard) }), 400: ZErrorResponse },
    summary: "Promotions running today, ending soonest first (home page section), default 3",
  },
  getCampaign: {
    method: "GET",
    path: "/campaigns/:slug",
    pathParams: z.object({ slug: ZSlug }),
    responses: { 200: z.object({ campaign: ZCampaignDetail }), 400: ZErrorResponse, 404: ZErrorResponse },
    summary: "One promotion with its conditions, landing text and products (stock of the current city)",
  },
});
