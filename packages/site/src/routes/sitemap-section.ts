import type { LoaderFunctionArgs } from "react-router";
import { sitemapHost } from "../features/sitemap/sitemap-host.server.ts";
import { textResponse } from "../features/sitemap/sitemap-response.server.ts";
import { parseSitemapFileName, urlSetXml } from "../features/sitemap/sitemap-xml.ts";
import { sharedApiContext } from "../server/api.server.ts";
import { expectOk } from "../server/api-response.ts";

const notFound = () => new Response("Not Found", { status: 404, headers: { "content-type": "text/plain" } });

/** /sitemaps/{section}-{page}.xml: one file of a section, URLs on this host. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const file = parseSitemapFileName(params.file ?? "");
  const api = context.get(sharedApiContext);
  const [index, answer] = await Promise.all([
    api.sitemap.getIndex(),
    file ? api.sitemap.getSection({ params: { section: file.section }, query: { page: file.page } }) : null,
  ]);
  const host = sitemapHost(request, expectOk(index));
  if ("redirect" in host) return host.redirect;
  if (answer?.status !== 200) return notFound();
  return textResponse(urlSetXml(host.origin, answer.body.entries), "application/xml");
}
