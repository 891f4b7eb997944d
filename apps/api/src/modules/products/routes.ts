import { contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import { badRequest, getCurrentCity, type TAppDeps } from "../../http/index.ts";
import { findModification } from "./find-modification.ts";
import { getProduct } from "./get-product.ts";
import { modificationVariants } from "./modification-variants.ts";
import { parseModificationsQuery, parseVariantIds } from "./parse-modifications-query.ts";

const s = initServer();

export function productsRoutes(deps: TAppDeps) {
  return s.router(contract.products, {
    getProduct: async ({ params, request }) => {
      const { city } = await getCurrentCity(deps, request);
      return { status: 200, body: await getProduct(deps.db, { id: params.id }, city.id) };
    },
    getProductBySlug: async ({ params, request }) => {
      const { city } = await getCurrentCity(deps, request);
      return { status: 200, body: await getProduct(deps.db, { slug: params.slug }, city.id) };
    },
    findModification: async ({ params, query }) => {
      const parsed = parseModificationsQuery(query);
      if (!parsed.ok) throw badRequest(parsed.errors);
      return { status: 200, body: await findModification(deps.db, params.id, parsed.value) };
    },
    modificationVariants: async ({ params, query }) => {
      const parsed = parseVariantIds(query);
      if (!parsed.ok) throw badRequest(parsed.errors);
      return {
        status: 200,
        body: await modificationVariants(deps.db, params.productId, params.groupId, parsed.ids),
      };
    },
  });
}
