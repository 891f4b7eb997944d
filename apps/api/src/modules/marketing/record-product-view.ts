import type { TDb } from "../../db/client.ts";
import { notFound } from "../../http/index.ts";
import { cartMessages } from "../cart/messages.ts";
import { recordViewEvent } from "./outbox-repository.ts";

/** POST /marketing/product-view: a product-view event in the outbox (404 for an unknown product). */
export async function recordProductView(
  db: TDb,
  productId: number,
  deviceUuid: string | null,
  now: Date,
): Promise<void> {
  const recorded = await recordViewEvent(
    db,
    { of: "product", id: productId },
    { kind: "product-view", payload: { product_id: productId }, deviceUuid },
    now,
  );
  if (!recorded) throw notFound(cartMessages.productNotFound);
}
