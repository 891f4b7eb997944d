import { CONTENT_PAGE_SIZE } from "@optika/domain/content";
import { buildImageSet, buildImageUrl } from "@optika/domain/images";
import { pageCount } from "@optika/domain/pagination";
import type { TApiClient } from "../../server/api.server.ts";
import { expectOk, notFound, okOrNull } from "../../server/api-response.ts";
import { pageParam } from "../articles/article-listing.server.ts";
import { cardView } from "../catalog/card-product.ts";
import { campaignCard } from "./campaign-card.server.ts";

/** /aktsii: a page of promotions (running and upcoming first). */
export async function loadCampaignListing(api: TApiClient, url: URL) {
  const page = pageParam(url);
  const listing = expectOk(await api.campaigns.listCampaigns({ query: { page, limit: CONTENT_PAGE_SIZE } }));
  if (page > 1 && page > pageCount(listing.total, listing.limit)) notFound();
  return {
    campaigns: listing.items.map(campaignCard),
    page,
    perPage: listing.limit,
    total: listing.total,
    canonical: `${url.origin}/aktsii${page > 1 ? `?page=${page}` : ""}`,
  };
}

/** /aktsii/{slug}: one promotion (its HTML sanitised by the API) with its products. */
export async function loadCampaign(api: TApiClient, slug: string, url: URL) {
  if (!/^[a-z0-9._-]{1,100}$/.test(slug)) notFound();
  const found = okOrNull(await api.campaigns.getCampaign({ params: { slug } }));
  if (!found) notFound();
  const { campaign } = found;
  return {
    campaign: {
      ...campaignCard(campaign),
      conditionsHtml: campaign.conditions_html,
      bodyHtml: campaign.body_html,
      hero: campaign.banner_image_id === null ? null : buildImageSet(campaign.banner_image_id),
      /** the banner for link previews (og:image): the largest listed size, as JPEG */
      shareImage:
        campaign.banner_image_id === null
          ? null
          : buildImageUrl(campaign.banner_image_id, { width: 800, height: 800, format: "jpg" }),
    },
    products: campaign.products.map(cardView),
    canonical: `${url.origin}/aktsii/${campaign.slug}`,
  };
}

export type TCampaignPageData = Awaited<ReturnType<typeof loadCampaign>>;
