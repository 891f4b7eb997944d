import { CERTIFICATE_PRODUCT_ID } from "@optika/domain/constants";
import type { FastifyRequest } from "fastify";
import type { TAppDeps } from "../../http/deps.ts";
import { ownerForRead } from "../cart/cart-owner.ts";
import { loadCart } from "../cart/load-cart.ts";
import type { TDeliveryItem } from "./delivery-context.ts";

/** What delivery needs of the shopper's cart: its server total (kopecks) and its lines. */
export type TCheckoutCart = { total: number; items: TDeliveryItem[]; hasCertificate: boolean };

/** The request's cart as priced by the cart module (one statement; none without a session). */
export async function loadCheckoutCart(
  deps: TAppDeps,
  request: FastifyRequest,
  cityId: number,
): Promise<TCheckoutCart> {
  const cart = await loadCart(deps.db, await ownerForRead(deps, request), cityId);
  return {
    total: cart.total,
    items: cart.items.map((item) => ({ modificationId: item.modification.id, quantity: item.quantity })),
    hasCertificate: cart.items.some((item) => item.product.id === CERTIFICATE_PRODUCT_ID),
  };
}
