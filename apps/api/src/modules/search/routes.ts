import { contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import { getCurrentCity, type TAppDeps } from "../../http/index.ts";
import { emptySearch, searchCatalog } from "./search-catalog.ts";
import { isSearchable, searchedText } from "./search-query.ts";

const s = initServer();

export function searchRoutes(deps: TAppDeps) {
  return s.router(contract.search, {
    search: async ({ query, request }) => {
      const text = searchedText(query.query);
      const input = { text, page: query.page, categoryId: query.category_id ?? null };
      // under 3 characters nothing is searched: no statement at all
      if (!isSearchable(text)) return { status: 200, body: emptySearch(input) };
      const { city } = await getCurrentCity(deps, request);
      const key = [text.toLowerCase(), query.page, input.categoryId, city.id];
      const body = await deps.cache.get("search", key, () =>
        searchCatalog(deps.db, { ...input, cityId: city.id, now: deps.now() }),
      );
      return { status: 200, body };
    },
  });
}
