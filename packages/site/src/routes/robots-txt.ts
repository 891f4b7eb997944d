import type { LoaderFunctionArgs } from "react-router";
import { requestSiteOrigin } from "../features/seo/site-origin.server.ts";
import { robotsTxt } from "../features/sitemap/robots-txt.ts";
import { textResponse } from "../features/sitemap/sitemap-response.server.ts";
import { sharedApiContext } from "../server/api.server.ts";
import { expectOk } from "../server/api-response.ts";

/** /robots.txt of this host (city subdomain, brand): rules and the host's own sitemap. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const index = expectOk(await context.get(sharedApiContext).sitemap.getIndex());
  return textResponse(robotsTxt(requestSiteOrigin(request, index.city_sub_domain)), "text/plain");
}
