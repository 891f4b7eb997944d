import type { TDeliveryClass, TUserAddress } from "@optika/api-contract";
import { desc, eq } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { userAddresses } from "../../db/schema.ts";

type TRow = typeof userAddresses.$inferSelect;

function toUserAddress(row: TRow): TUserAddress {
  return {
    id: row.id,
    lat: row.lat,
    lon: row.lon,
    flat: row.flat,
    zip: row.zip,
    entrance: row.entrance,
    floor: row.floor,
    intercom: row.intercom,
    comment: row.comment,
    courierId: row.deliveryId,
    computed_address: row.computedAddress,
    short_address: row.shortAddress,
    city_id: row.cityId,
    classPoint: { class: row.deliveryClass as TDeliveryClass },
    delivery_data: {
      ...(row.placeId !== null ? { place_id: row.placeId } : {}),
      ...(row.shopId !== null ? { shop_id: row.shopId } : {}),
    },
  };
}

/** GET /user/addresses: the shopper's saved addresses, the most recently used first (one statement). */
export async function listUserAddresses(db: TDb, userId: number): Promise<TUserAddress[]> {
  const rows = await db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.usedAt), desc(userAddresses.id));
  return rows.map(toUserAddress);
}
