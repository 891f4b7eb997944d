import { eq } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { products } from "../../db/schema.ts";
import { notFound } from "../../http/index.ts";
import { cartMessages } from "../cart/messages.ts";
import { recordMarketingEvent } from "./outbox-repository.ts";

/** POST /marketing/product-view: a product-view event in the outbox (404 for an unknown product). */
export async function recordProductView(
  db: TDb,
  productId: number,
  deviceUuid: string | null,
  now: Date,
): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) throw notFound(cartMessages.productNotFound);
  await recordMarketingEvent(
    db,
    { kind: "product-view", payload: { product_id: productId }, deviceUuid },
    now,
  );
}
