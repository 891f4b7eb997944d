import type { TOrder } from "@optika/api-contract";
import { apiContext, sharedApiContext, type TApiClient } from "../../server/api.server.ts";
import { expectOk, notFound } from "../../server/api-response.ts";
import { orderView, type TOrderView, type TPickupPlace } from "./order-view.ts";

type TContext = { get(key: typeof apiContext | typeof sharedApiContext): TApiClient };

/** An order's public key as the pages accept it (base64url, 16…64); anything else is the 404 page. */
const ORDER_HASH = /^[A-Za-z0-9_-]{16,64}$/;

/** The `{hash}` of an order page, or the 404 page. */
export function orderHashOf(params: { hash?: string }): string {
  const hash = params.hash ?? "";
  if (!ORDER_HASH.test(hash)) notFound();
  return hash;
}

/** `GET /orders/{hash}`: the order, or the 404 page for an unknown hash. */
export async function loadOrder(context: TContext, hash: string): Promise<TOrder> {
  const answer = await context.get(apiContext).orders.getOrder({ params: { hash } });
  if (answer.status === 404 || answer.status === 400) notFound();
  return expectOk(answer);
}

/** The store an order is picked up at (name, address, hours, phones), when it names one. */
async function pickupPlaceOf(context: TContext, order: TOrder): Promise<TPickupPlace | null> {
  if (order.delivery.type !== "pickup" || order.delivery.store_id === null) return null;
  try {
    const answer = await context.get(sharedApiContext).geo.listStores({ query: { all: "1" } });
    if (answer.status !== 200) return null;
    const store = answer.body.stores.find((s) => s.id === order.delivery.store_id);
    return store
      ? { name: store.name, address: store.address, hours: store.hours, phones: store.phones }
      : null;
  } catch {
    return null;
  }
}

/** The order of a page as the page renders it. */
export async function loadOrderView(context: TContext, hash: string): Promise<TOrderView> {
  const order = await loadOrder(context, hash);
  return orderView(order, await pickupPlaceOf(context, order));
}

/** Where an order goes after checkout: to pay online, else to its thank-you page. */
export function afterCheckoutPath(order: Pick<TOrder, "hash">, isPaymentRequired: boolean): string {
  return isPaymentRequired ? `/order/payment/${order.hash}` : `/order/success/${order.hash}`;
}
