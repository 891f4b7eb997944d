import type { TMarketingEventKind } from "@optika/api-contract";
import { inArray, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { categories, marketingEvents, products } from "../../db/schema.ts";
import type { TMarketingEvent } from "./marketing-adapter.ts";

/** Writes an event to the outbox; call it with the transaction of the change it reports. */
export async function recordMarketingEvent(
  tx: TDb,
  event: { kind: TMarketingEventKind; payload: Record<string, unknown>; deviceUuid: string | null },
  now: Date,
): Promise<void> {
  await tx.insert(marketingEvents).values({
    kind: event.kind,
    payload: event.payload,
    deviceUuid: event.deviceUuid,
    createdAt: now,
    nextAttemptAt: now,
  });
}

/** What a view event is about: the table whose row must exist for the event to be written. */
const VIEWED = { category: categories, product: products } as const;

/**
 * Writes a view event to the outbox only if the category or product it names exists: one
 * statement (`insert … select … where exists`) instead of a lookup and an insert. False when it
 * does not exist (nothing written).
 */
export async function recordViewEvent(
  db: TDb,
  viewed: { of: keyof typeof VIEWED; id: number },
  event: { kind: TMarketingEventKind; payload: Record<string, unknown>; deviceUuid: string | null },
  now: Date,
): Promise<boolean> {
  const table = VIEWED[viewed.of];
  const at = now.toISOString();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into ${marketingEvents} (kind, payload, device_uuid, created_at, next_attempt_at)
        select ${event.kind}, ${JSON.stringify(event.payload)}::jsonb, ${event.deviceUuid}, ${at}::timestamptz, ${at}::timestamptz
        where exists (select 1 from ${table} where ${table.id} = ${viewed.id})
        returning id`,
  );
  return rows.length > 0;
}

type TClaimedRow = {
  id: number;
  kind: TMarketingEvent["kind"];
  payload: Record<string, unknown>;
  device_uuid: string | null;
  created_at: Date | string;
  attempts: number;
};

/** A claimed event and the attempts made so far (this one included). */
export type TClaimedMarketingEvent = TMarketingEvent & { attempts: number };

/**
 * Claims up to `limit` due events (one statement): counts the attempt and leases them until
 * `leaseUntil`, so another instance (SKIP LOCKED) or a later run leaves them alone meanwhile.
 */
export async function claimMarketingEvents(
  db: TDb,
  now: Date,
  options: { limit: number; maxAttempts: number; leaseUntil: Date },
): Promise<TClaimedMarketingEvent[]> {
  const rows = await queryRows<TClaimedRow>(
    db,
    sql`update marketing_events set attempts = attempts + 1, next_attempt_at = ${options.leaseUntil.toISOString()}::timestamptz
        where id in (select id from marketing_events
                     where sent_at is null and attempts < ${options.maxAttempts}
                       and next_attempt_at <= ${now.toISOString()}::timestamptz
                     order by next_attempt_at, id limit ${options.limit}
                     for update skip locked)
        returning id, kind, payload, device_uuid, created_at, attempts`,
  );
  return rows
    .map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      payload: r.payload,
      deviceUuid: r.device_uuid,
      createdAt: new Date(r.created_at),
      attempts: Number(r.attempts),
    }))
    .sort((a, b) => a.id - b.id);
}

export async function markMarketingEventsSent(db: TDb, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(marketingEvents)
    .set({ sentAt: now, lastError: null })
    .where(inArray(marketingEvents.id, ids));
}

/** A failed send: retried at `retryAt` (until maxAttempts attempts have been made). */
export async function markMarketingEventsFailed(
  db: TDb,
  ids: number[],
  retryAt: Date,
  error: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(marketingEvents)
    .set({ nextAttemptAt: retryAt, lastError: error.slice(0, 500) })
    .where(inArray(marketingEvents.id, ids));
}

/** Deletes up to `limit` events sent, or given up, before `cutoff`; returns how many. */
export async function purgeMarketingEvents(
  db: TDb,
  cutoff: Date,
  maxAttempts: number,
  limit: number,
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from marketing_events where id in (
          select id from marketing_events
          where created_at < ${cutoff.toISOString()}::timestamptz and (sent_at is not null or attempts >= ${maxAttempts})
          limit ${limit})
        returning id`,
  );
  return rows.length;
}
