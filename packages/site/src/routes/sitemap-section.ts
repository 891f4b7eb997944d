import type { LoaderFunctionArgs } from "react-router";
import { requestSiteOrigin } from "../features/seo/site-origin.server.ts";
import { textResponse } from "../features/sitemap/sitemap-response.server.ts";
import { parseSitemapFileName, urlSetXml } from "../features/sitemap/sitemap-xml.ts";
import { sharedApiContext } from "../server/api.server.ts";
import { expectOk } from "../server/api-response.ts";

const notFound = () => new Response("Not Found", { status: 404, headers: { "content-type": "text/plain" } });

/** /sitemaps/{section}-{page}.xml: one file of a section, URLs on this host. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const file = parseSitemapFileName(params.file ?? "");
  if (!file) return notFound();
  const api = context.get(sharedApiContext);
  const [index, answer] = await Promise.all([
    api.sitemap.getIndex(),
    api.sitemap.getSection({ params: { section: file.section }, query: { page: file.page } }),
  ]);
  if (answer.status !== 200) return notFound();
  const origin = requestSiteOrigin(request, expectOk(index).city_sub_domain);
  return textResponse(urlSetXml(origin, answer.body.entries), "application/xml");
}
