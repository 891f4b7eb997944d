import type { TDeliveryIntegrations } from "../../integrations/delivery/delivery-integrations.ts";
import { quoteOrderDelivery } from "../checkout-delivery/quote-order-delivery.ts";
import { saveAddressFromOrder } from "../user-addresses/save-address-from-order.ts";
import type { TOrderDeliveryQuote, TOrderDeliveryQuoter } from "./order-delivery.ts";

/**
 * Order delivery priced by checkout-delivery (decision 0033): the method must exist in the city,
 * the pickup point or the door is found and priced by the carrier; the quote says which store
 * holds the stock (pickup at a clinic or shop) or none (the city's stores). A signed-in shopper's
 * address is kept for next time in the order's transaction.
 */
export function checkoutDeliveryQuoter(deps: {
  delivery: TDeliveryIntegrations;
  now: () => Date;
}): TOrderDeliveryQuoter {
  return async (db, request) => {
    const address = request.address;
    const quote = await quoteOrderDelivery(
      { db, delivery: deps.delivery, now: deps.now },
      {
        cityId: request.cityId,
        deliveryId: request.deliveryId,
        pointCode: request.pointCode,
        address: address
          ? {
              full: address.fullAddress,
              ...(address.mailIndex ? { zip: address.mailIndex } : {}),
              ...(address.coordinates ? { lat: address.coordinates[0], lon: address.coordinates[1] } : {}),
              ...(address.apartment ? { flat: address.apartment } : {}),
              ...(address.entrance ? { entrance: address.entrance } : {}),
              ...(address.floor ? { floor: address.floor } : {}),
              ...(address.intercom ? { intercom: address.intercom } : {}),
              ...(address.comment ? { comment: address.comment } : {}),
            }
          : null,
        cartTotal: request.itemsTotal,
        items: request.items,
      },
    );
    if (!quote.ok) return { refused: quote.message };
    if (quote.type !== request.type) return null;
    const accepted: TOrderDeliveryQuote = {
      deliveryClass: quote.class,
      cost: quote.cost,
      termDays: quote.term,
      termLabel: quote.termLabel,
      storeId: quote.storeId,
      remember: async (tx, userId, now) => {
        await saveAddressFromOrder(tx, userId, quote, now);
      },
    };
    return accepted;
  };
}
