import { contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import { getCurrentCity, type TAppDeps } from "../../http/index.ts";
import { findModification } from "./find-modification.ts";
import { getProduct } from "./get-product.ts";
import { modificationVariants } from "./modification-variants.ts";

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
    findModification: async ({ params, query }) => ({
      status: 200,
      body: await findModification(deps.db, params.id, query),
    }),
    modificationVariants: async ({ params, query }) => ({
      status: 200,
      body: await modificationVariants(deps.db, params.productId, params.groupId, query.variant_ids ?? []),
    }),
  });
}
