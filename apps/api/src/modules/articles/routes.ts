import { contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import { getCurrentCity, type TAppDeps } from "../../http/index.ts";
import { getArticle } from "./get-article.ts";
import { latestArticles, listArticles } from "./list-articles.ts";

const s = initServer();

/** GET /articles, /articles/latest, /articles/{section}/{category}/{slug} (public, read-only). */
export function articlesRoutes(deps: TAppDeps) {
  return s.router(contract.articles, {
    listArticles: async ({ query }) => ({
      status: 200,
      body: await listArticles(deps.db, query, deps.now()),
    }),
    latestArticles: async ({ query }) => ({
      status: 200,
      body: { items: await latestArticles(deps.db, query.limit ?? 4, deps.now()) },
    }),
    getArticle: async ({ params, request }) => ({
      status: 200,
      body: {
        article: await getArticle(
          deps.db,
          params,
          deps.now(),
          async () => (await getCurrentCity(deps, request)).city.id,
        ),
      },
    }),
  });
}
