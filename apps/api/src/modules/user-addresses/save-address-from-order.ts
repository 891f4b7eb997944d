import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { userAddresses } from "../../db/schema.ts";
import { storeIdOfPointCode } from "../checkout-delivery/delivery-methods.ts";
import type { TOrderDeliveryQuote } from "../checkout-delivery/quote-order-delivery.ts";

/** Most addresses kept per shopper; the least recently used go first. */
export const USER_ADDRESS_LIMIT = 20;

type TQuoted = Extract<TOrderDeliveryQuote, { ok: true }>;

/** Two orders to the same pickup point, or the same door (address + flat), are one saved address. */
function dedupeKey(quote: TQuoted): string {
  if (quote.pointCode) return `${quote.class}|${quote.pointCode}`;
  return `${quote.class}|${quote.address.full.toLowerCase()}|${quote.address.flat.toLowerCase()}`;
}

/**
 * Keeps the address of a signed-in shopper's order (call inside the order's transaction with the
 * accepted quote): inserts it, or refreshes the same one (details and used_at), then trims the
 * list to USER_ADDRESS_LIMIT. Four statements: a per-user advisory lock first, so that two orders
 * of one shopper saving at once never interleave their trims (no deadlock, never more than the
 * limit). Returns the saved address's id.
 */
export async function saveAddressFromOrder(
  tx: TDb,
  userId: number,
  quote: TQuoted,
  now: Date,
): Promise<number> {
  const { address } = quote;
  const storeId =
    quote.class === "store-pickup" && quote.pointCode ? storeIdOfPointCode(quote.pointCode) : undefined;
  const values = {
    userId,
    deliveryId: quote.deliveryId,
    deliveryClass: quote.class,
    cityId: address.city_id,
    computedAddress: address.full,
    shortAddress: address.short,
    zip: address.zip,
    lat: address.lat,
    lon: address.lon,
    flat: address.flat,
    entrance: address.entrance,
    floor: address.floor,
    intercom: address.intercom,
    comment: address.comment,
    placeId: quote.class === "partner-pickup" ? quote.pointCode : null,
    shopId: storeId ?? null,
    dedupeKey: dedupeKey(quote),
    usedAt: now,
  };
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user-addresses:${userId}`}))`);
  const [row] = await tx
    .insert(userAddresses)
    .values(values)
    .onConflictDoUpdate({
      target: [userAddresses.userId, userAddresses.dedupeKey],
      set: {
        deliveryId: values.deliveryId,
        computedAddress: values.computedAddress,
        shortAddress: values.shortAddress,
        zip: values.zip,
        lat: values.lat,
        lon: values.lon,
        entrance: values.entrance,
        floor: values.floor,
        intercom: values.intercom,
        comment: values.comment,
        usedAt: now,
      },
    })
    .returning({ id: userAddresses.id });
  const id = row?.id ?? 0;
  const keep = tx
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.usedAt), desc(userAddresses.id))
    .limit(USER_ADDRESS_LIMIT);
  await tx
    .delete(userAddresses)
    .where(and(eq(userAddresses.userId, userId), notInArray(userAddresses.id, sql`(${keep})`)));
  return id;
}
