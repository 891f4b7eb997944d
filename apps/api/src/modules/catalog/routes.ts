import { contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import { getCurrentCity, type TAppDeps } from "../../http/index.ts";
import { catalogHome } from "./catalog-home.ts";
import { listCategories } from "./list-categories.ts";
import { listCategoryProducts } from "./list-category-products.ts";

const s = initServer();

export function catalogRoutes(deps: TAppDeps) {
  return s.router(contract.catalog, {
    listCategories: async () => ({ status: 200, body: { categories: await listCategories(deps.db) } }),
    listCategoryProducts: async ({ params, query, request }) => {
      const { city } = await getCurrentCity(deps, request);
      const body = await listCategoryProducts(deps.db, {
        slug: params.slug,
        filters: query.filters,
        sort: query.sort,
        page: query.page,
        perPage: query.per_page,
        cityId: city.id,
      });
      return { status: 200, body };
    },
    home: async ({ query, request }) => {
      const { city } = await getCurrentCity(deps, request);
      return { status: 200, body: await catalogHome(deps.db, city.id, query.limit) };
    },
  });
}
