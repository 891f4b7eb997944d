import type { LoaderFunctionArgs } from "react-router";
import { sitemapHost } from "../features/sitemap/sitemap-host.server.ts";
import { textResponse } from "../features/sitemap/sitemap-response.server.ts";
import { sitemapIndexXml } from "../features/sitemap/sitemap-xml.ts";
import { sharedApiContext } from "../server/api.server.ts";
import { expectOk } from "../server/api-response.ts";

/** /sitemap.xml: the index of this host's section files (decision 0043). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const index = expectOk(await context.get(sharedApiContext).sitemap.getIndex());
  const host = sitemapHost(request, index);
  if ("redirect" in host) return host.redirect;
  return textResponse(sitemapIndexXml(host.origin, index.sections), "application/xml");
}
