import { CMS_MESSAGES, contract, type TCmsPage } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import { asc, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { menuItems } from "../../db/schema.ts";
import { getCurrentCity, type TAppDeps } from "../../http/index.ts";
import { getPreviewPage, getPublishedBlocks, getPublishedPage } from "./get-cms-pages.ts";
import { listBanners } from "./list-banners.ts";
import { verifyPreviewToken } from "./preview-token.ts";

const s = initServer();
const notFound = { status: 404, body: { message: CMS_MESSAGES.notFound } } as const;

export function cmsRoutes(deps: TAppDeps, previewSecret: string) {
  const context = (request: FastifyRequest) => ({
    now: deps.now(),
    cityId: async () => (await getCurrentCity(deps, request)).city.id,
  });
  return s.router(contract.cms, {
    getPage: async ({ query, request }) => {
      const page: TCmsPage | null = await getPublishedPage(deps.db, query.path, context(request));
      return page ? { status: 200, body: { page } } : notFound;
    },
    getPreview: async ({ query, request, reply }) => {
      // a preview is for its editor only: never cached by a proxy, never indexed
      reply.header("cache-control", "private, no-store");
      reply.header("x-robots-tag", "noindex");
      const claim = verifyPreviewToken(previewSecret, query.token, deps.now());
      const page = claim ? await getPreviewPage(deps.db, claim, context(request)) : null;
      return page ? { status: 200, body: { page } } : notFound;
    },
    getBlocks: async ({ query, request }) => ({
      status: 200,
      body: { pages: await getPublishedBlocks(deps.db, query.ids, context(request)) },
    }),
    getMenu: async ({ params }) => {
      const items = await deps.cache.get("config", ["menu", params.menu], () =>
        deps.db
          .select({ id: menuItems.id, title: menuItems.title, path: menuItems.path, color: menuItems.color })
          .from(menuItems)
          .where(eq(menuItems.menu, params.menu))
          .orderBy(asc(menuItems.position), asc(menuItems.id)),
      );
      return { status: 200, body: { items } };
    },
    getBanners: async ({ params }) => {
      const banners = await listBanners(deps.db, [params.slot], deps.now());
      return { status: 200, body: { banners: banners.get(params.slot) ?? [] } };
    },
  });
}
