import { contract } from "@optika/api-contract";
import { parseFilterSegments, serializeFilterSegments } from "@optika/domain/catalog";
import { initServer } from "@ts-rest/fastify";
import { getCurrentCity, type TAppDeps } from "../../http/index.ts";
import { catalogHome } from "./catalog-home.ts";
import { listCategories } from "./list-categories.ts";
import { listCategoryProducts } from "./list-category-products.ts";

const s = initServer();

/** The filters as the cache keys them: canonical when they parse (malformed ones are not cached apart). */
function canonicalFilters(filters: string): string {
  const parsed = parseFilterSegments(filters);
  return parsed.ok ? serializeFilterSegments(parsed.filters) : filters;
}

export function catalogRoutes(deps: TAppDeps) {
  return s.router(contract.catalog, {
    listCategories: async () => ({
      status: 200,
      body: { categories: await deps.cache.get("categories", [], () => listCategories(deps.db)) },
    }),
    listCategoryProducts: async ({ params, query, request }) => {
      const { city } = await getCurrentCity(deps, request);
      const input = {
        slug: params.slug,
        filters: canonicalFilters(query.filters),
        sort: query.sort,
        page: query.page,
        perPage: query.per_page,
        cityId: city.id,
      };
      // Every input of the answer is in the key (the city decides availability and stock).
      const body = await deps.cache.get("listing", [input], () => listCategoryProducts(deps.db, input));
      return { status: 200, body };
    },
    home: async ({ query, request }) => {
      const { city } = await getCurrentCity(deps, request);
      const body = await deps.cache.get("home", [city.id, query.limit], () =>
        catalogHome(deps.db, city.id, query.limit),
      );
      return { status: 200, body };
    },
  });
}
