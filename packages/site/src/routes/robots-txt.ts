import type { LoaderFunctionArgs } from "react-router";
import { robotsTxt } from "../features/sitemap/robots-txt.ts";
import { sitemapHost } from "../features/sitemap/sitemap-host.server.ts";
import { textResponse } from "../features/sitemap/sitemap-response.server.ts";
import { sharedApiContext } from "../server/api.server.ts";
import { expectOk } from "../server/api-response.ts";

/** /robots.txt of this host (city subdomain, brand): rules and the host's own sitemap. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const host = sitemapHost(request, expectOk(await context.get(sharedApiContext).sitemap.getIndex()));
  if ("redirect" in host) return host.redirect;
  return textResponse(robotsTxt(host.origin), "text/plain");
}
