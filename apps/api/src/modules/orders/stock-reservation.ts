import { ORDER_MESSAGES as M } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { HttpError } from "../../http/index.ts";

export type TReservationLine = { modificationId: number; quantity: number; name: string };
export type TReservation = { storeId: number; modificationId: number; quantity: number };

/**
 * Where the stock comes from: the pickup store when it holds the whole order (`preferStoreId`), else
 * the city's stores when they do (a transfer: pickup 'завтра', or a courier), else any store of the
 * network (the warehouse and the other cities: the longer terms the checkout quoted).
 */
export type TStockScope = { preferStoreId: number | null; cityId: number };

type TStockRow = { storeId: number; cityId: number; modificationId: number; quantity: number };

/** Whether the rows hold every wanted unit. */
function holdsAll(rows: readonly TStockRow[], wanted: ReadonlyMap<number, { quantity: number }>): boolean {
  for (const [modificationId, need] of wanted) {
    const have = rows
      .filter((r) => r.modificationId === modificationId)
      .reduce((sum, r) => sum + Math.max(0, r.quantity), 0);
    if (have < need.quantity) return false;
  }
  return true;
}

/**
 * Takes the lines' units from stock (decision 0032), inside the order's transaction, in two
 * statements: the stock rows of the lines' modifications are locked (FOR UPDATE, in (modification,
 * store) order, so two orders never wait on each other in a cycle) and shared out from the first
 * place of the scope that holds the whole order, the largest store first; then one conditional
 * UPDATE (`quantity >= n`) takes them. Not enough anywhere → 409 naming the product. Stock never
 * goes negative: the lock serialises orders of a modification, the condition is the backstop.
 */
export async function reserveStock(
  tx: TDb,
  lines: readonly TReservationLine[],
  scope: TStockScope,
): Promise<TReservation[]> {
  const wanted = new Map<number, { quantity: number; name: string }>();
  for (const line of lines) {
    const entry = wanted.get(line.modificationId);
    if (entry) entry.quantity += line.quantity;
    else wanted.set(line.modificationId, { quantity: line.quantity, name: line.name });
  }
  const ids = [...wanted.keys()].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = (
    await queryRows<{ store_id: number; city_id: number; modification_id: number; quantity: number }>(
      tx,
      sql`select st.store_id, s.city_id, st.modification_id, st.quantity from stock st
          join stores s on s.id = st.store_id
          where st.modification_id in (${idList})
          order by st.modification_id, st.store_id
          for update of st`,
    )
  ).map((r) => ({
    storeId: Number(r.store_id),
    cityId: Number(r.city_id),
    modificationId: Number(r.modification_id),
    quantity: Number(r.quantity),
  }));
  const places = [
    ...(scope.preferStoreId === null ? [] : [rows.filter((r) => r.storeId === scope.preferStoreId)]),
    rows.filter((r) => r.cityId === scope.cityId),
    rows,
  ];
  const source = places.find((place) => holdsAll(place, wanted)) ?? rows;
  const reservations: TReservation[] = [];
  for (const modificationId of ids) {
    const need = wanted.get(modificationId);
    if (!need) continue;
    const stores = source
      .filter((r) => r.modificationId === modificationId && r.quantity > 0)
      .sort((a, b) => b.quantity - a.quantity || a.storeId - b.storeId);
    let left = need.quantity;
    for (const store of stores) {
      if (left === 0) break;
      const take = Math.min(left, store.quantity);
      reservations.push({ storeId: store.storeId, modificationId, quantity: take });
      left -= take;
    }
    if (left > 0) throw new HttpError(409, M.outOfStock(need.name));
  }
  const values = sql.join(
    reservations.map((r) => sql`(${r.storeId}::int, ${r.modificationId}::int, ${r.quantity}::int)`),
    sql`, `,
  );
  const taken = await queryRows<{ store_id: number }>(
    tx,
    sql`update stock st set quantity = st.quantity - v.n
        from (values ${values}) as v(store_id, modification_id, n)
        where st.store_id = v.store_id and st.modification_id = v.modification_id and st.quantity >= v.n
        returning st.store_id`,
  );
  if (taken.length !== reservations.length) {
    const first = wanted.get(ids[0] ?? 0);
    throw new HttpError(409, M.outOfStock(first?.name ?? ""));
  }
  return reservations;
}

/** Writes the reservation rows of an order (one statement). */
export async function insertReservations(
  tx: TDb,
  orderId: number,
  reservations: readonly TReservation[],
  now: Date,
): Promise<void> {
  if (reservations.length === 0) return;
  const values = sql.join(
    reservations.map(
      (r) =>
        sql`(${orderId}, ${r.storeId}, ${r.modificationId}, ${r.quantity}, ${now.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await tx.execute(
    sql`insert into stock_reservations (order_id, store_id, modification_id, quantity, created_at) values ${values}`,
  );
}

/**
 * Gives an order's reserved units back to stock, once (rows already released are left alone), in
 * one statement. Returns the units given back (0 when nothing was held). The order's status is the
 * caller's business (payments: an unpaid order past its reservation time).
 */
export async function releaseReservation(tx: TDb, orderId: number, at: Date = new Date()): Promise<number> {
  const rows = await queryRows<{ n: number | string | null }>(
    tx,
    sql`with released as (
          update stock_reservations set released_at = ${at.toISOString()}::timestamptz
          where order_id = ${orderId} and released_at is null
          returning store_id, modification_id, quantity),
        back as (
          update stock st set quantity = st.quantity + r.quantity
          from (select store_id, modification_id, sum(quantity)::int as quantity from released
                group by store_id, modification_id) r
          where st.store_id = r.store_id and st.modification_id = r.modification_id
          returning r.quantity)
        select coalesce(sum(quantity), 0)::int as n from back`,
  );
  return Number(rows[0]?.n ?? 0);
}
