import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { CampaignPage } from "../features/campaigns/CampaignPage.tsx";
import { loadCampaign } from "../features/campaigns/campaign.server.ts";
import { campaignsMessages as m } from "../features/campaigns/messages.ts";
import { pageMeta } from "../features/seo/meta.ts";
import { sharedApiContext } from "../server/api.server.ts";

/** /aktsii/{slug}: one promotion (an ended one answers 200, marked 'Акция завершена'); its banner is og:image. */
export async function loader({ context, url, params }: LoaderFunctionArgs) {
  return loadCampaign(context.get(sharedApiContext), params.slug ?? "", url);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(matches, {
        title: loaderData.campaign.title,
        description: m.metaDescription(
          loaderData.campaign.lead,
          loaderData.campaign.dates,
          loaderData.campaign.status,
        ),
        canonical: loaderData.canonical,
        image: loaderData.campaign.shareImage,
      })
    : [];

export default function CampaignRoute() {
  return <CampaignPage data={useLoaderData<typeof loader>()} />;
}
