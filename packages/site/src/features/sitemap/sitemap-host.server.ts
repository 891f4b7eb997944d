import type { TSitemapIndex } from "@optika/api-contract";
import { cityLabelRedirect } from "../layout/city-label-redirect.server.ts";
import { requestSiteOrigin } from "../seo/site-origin.server.ts";

/**
 * Where robots.txt and the sitemaps of this request live: a redirect when the host's city label
 * must go (as a page's would: `cityLabelRedirect`), else this host's origin with the city the API
 * confirmed by the host (decision 0043).
 */
export function sitemapHost(
  request: Request,
  index: Pick<TSitemapIndex, "city_id" | "city_sub_domain">,
): { redirect: Response } | { origin: string } {
  const city =
    index.city_id === null ? null : { id: index.city_id, subDomain: index.city_sub_domain ?? null };
  const redirect = cityLabelRedirect(request, city);
  return redirect ? { redirect } : { origin: requestSiteOrigin(request, index.city_sub_domain) };
}
