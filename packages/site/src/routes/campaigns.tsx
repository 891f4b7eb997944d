import { Pagination } from "@optika/ui";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { CampaignCards } from "../features/campaigns/CampaignCards.tsx";
import { loadCampaignListing } from "../features/campaigns/campaign.server.ts";
import styles from "../features/campaigns/campaigns.module.css";
import { campaignsMessages as m } from "../features/campaigns/messages.ts";
import { LandingPage } from "../features/layout/LandingPage.tsx";
import { pageMeta } from "../features/seo/meta.ts";
import { pagedTitle } from "../features/seo/paged-title.ts";
import { sharedApiContext } from "../server/api.server.ts";

/** /aktsii: promotions, running and upcoming first, ended ones marked. */
export async function loader({ context, url }: LoaderFunctionArgs) {
  return loadCampaignListing(context.get(sharedApiContext), url);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: pagedTitle(m.title, loaderData?.page),
    description: m.description,
    canonical: loaderData?.canonical,
  });

export default function CampaignsRoute() {
  const { campaigns, page, perPage, total } = useLoaderData<typeof loader>();
  return (
    <LandingPage
      breadcrumbs={[{ label: m.home, href: "/" }, { label: m.title }]}
      title={m.title}
      lead={m.lead}
    >
      {campaigns.length > 0 ? (
        <CampaignCards campaigns={campaigns} label={m.listLabel} priorityCount={3} />
      ) : (
        <p className={styles.empty}>{m.empty}</p>
      )}
      {total > perPage ? (
        <Pagination
          page={page}
          perPage={perPage}
          total={total}
          hrefForPage={(p) => (p > 1 ? `/aktsii?page=${p}` : "/aktsii")}
        />
      ) : null}
    </LandingPage>
  );
}
