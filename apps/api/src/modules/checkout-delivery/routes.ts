import { contract } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import { getCurrentCity, type TAppDeps } from "../../http/index.ts";
import { calculateDelivery } from "./calculate-delivery.ts";
import { loadCheckoutCart } from "./checkout-cart.ts";
import { loadDeliveryContext } from "./delivery-context.ts";
import { listCheckoutDeliveries, listCheckoutPayments } from "./list-checkout-deliveries.ts";
import { listPickupPoints } from "./list-pickup-points.ts";
import { suggestAddresses } from "./suggest-addresses.ts";

const s = initServer();

/** Checkout's delivery calls: methods and payments, pickup points, courier calculation, address suggestions. */
export function checkoutDeliveryRoutes(deps: TAppDeps) {
  return s.router(contract.checkoutDelivery, {
    checkoutData: async ({ request, reply }) => {
      reply.header("cache-control", "private, no-store");
      const { city } = await getCurrentCity(deps, request);
      const cart = await loadCheckoutCart(deps, request, city.id);
      const context = await loadDeliveryContext(deps.db, city.id, cart.items);
      const deliveries = context
        ? await listCheckoutDeliveries(deps.delivery, context, cart, deps.now())
        : [];
      return {
        status: 200,
        body: { city_id: city.id, cart_total: cart.total, deliveries, payments: listCheckoutPayments(cart) },
      };
    },
    pickupPoints: async ({ request, reply }) => {
      reply.header("cache-control", "private, no-store");
      const { city } = await getCurrentCity(deps, request);
      const cart = await loadCheckoutCart(deps, request, city.id);
      const context = await loadDeliveryContext(deps.db, city.id, cart.items);
      const groups = context ? await listPickupPoints(deps.delivery, context, cart, deps.now()) : [];
      return {
        status: 200,
        body: { city_id: city.id, groups, excluded_classes: context?.excludedClasses ?? [] },
      };
    },
    calculateDelivery: async ({ params, body, request, reply }) => {
      reply.header("cache-control", "private, no-store");
      const cart = await loadCheckoutCart(deps, request, body.city_id);
      return calculateDelivery(
        deps,
        cart,
        {
          deliveryId: params.deliveryId,
          cityId: body.city_id,
          full: body.destination_address || body.address,
          zip: body.zip,
        },
        "calculate",
      );
    },
    estimateDelivery: async ({ params, body, request, reply }) => {
      reply.header("cache-control", "private, no-store");
      const cart = await loadCheckoutCart(deps, request, body.city_id);
      return calculateDelivery(
        deps,
        cart,
        {
          deliveryId: params.deliveryId,
          cityId: body.city_id,
          full: body.address || body.destination_address,
          zip: body.zip,
          lat: body.lat,
          lon: body.lon,
        },
        "estimate",
      );
    },
    addressSuggestions: async ({ query, request }) => {
      const cityId = query.city_id ?? (await getCurrentCity(deps, request)).city.id;
      const suggestions = await suggestAddresses(deps.db, deps.delivery, cityId, query.query);
      return { status: 200, body: { suggestions } };
    },
  });
}
