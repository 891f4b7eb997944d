import { contract, sitemapMessages } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import { getCurrentCity, type TAppDeps } from "../../http/index.ts";
import { withoutEmptyCityPages } from "./city-place-paths.ts";
import { sitemapIndex, sitemapSectionPage } from "./sitemap-sections.ts";
import { SITEMAP_SOURCES } from "./sources.ts";

const s = initServer();

/** GET /sitemap (sections) and GET /sitemap/{section}?page= (one file's URLs); public, read-only. */
export function sitemapRoutes(deps: TAppDeps, sources = SITEMAP_SOURCES) {
  return s.router(contract.sitemap, {
    getIndex: async ({ request }) => {
      const [{ city, source }, sections] = await Promise.all([
        getCurrentCity(deps, request),
        sitemapIndex(deps, sources),
      ]);
      return {
        status: 200,
        body: {
          city_sub_domain: source === "host" ? city.subDomain : null,
          city_id: source === "host" ? city.id : null,
          sections,
        },
      };
    },
    getSection: async ({ params, query, request }) => {
      const entries = await sitemapSectionPage(deps, sources, params.section, query.page);
      if (!entries) return { status: 404, body: { message: sitemapMessages.sectionNotFound } };
      const ofHost = await withoutEmptyCityPages(deps, request, entries);
      return { status: 200, body: { section: params.section, page: query.page, entries: ofHost } };
    },
  });
}
