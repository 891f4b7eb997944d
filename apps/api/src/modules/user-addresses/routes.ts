import { contract, CHECKOUT_DELIVERY_MESSAGES as M } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import type { TAppDeps } from "../../http/deps.ts";
import { getCurrentUser } from "../auth/current-user.ts";
import { deleteUserAddress } from "./delete-user-address.ts";
import { listUserAddresses } from "./list-user-addresses.ts";

const s = initServer();

/** GET /user/addresses (a guest: an empty list), DELETE /user/addresses/{id} (the shopper's own only). */
export function userAddressesRoutes(deps: TAppDeps) {
  return s.router(contract.userAddresses, {
    userAddresses: async ({ request, reply }) => {
      reply.header("cache-control", "private, no-store");
      const user = await getCurrentUser(deps, request);
      return { status: 200, body: user ? await listUserAddresses(deps.db, user.id) : [] };
    },
    deleteUserAddress: async ({ params, request, reply }) => {
      reply.header("cache-control", "private, no-store");
      const user = await getCurrentUser(deps, request);
      if (!user) return { status: 401, body: { message: M.unauthorized } };
      return (await deleteUserAddress(deps.db, user.id, params.id))
        ? { status: 200, body: true }
        : { status: 404, body: { message: M.addressNotFound } };
    },
  });
}
