import { SESSION_COOKIE_MAX_AGE_SECONDS } from "@optika/api-contract";
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { sessions } from "../../db/schema.ts";

export type TSessionRow = typeof sessions.$inferSelect;

/** A session unused for this long has expired (spec §9: 60 days), like its cookie. */
export const SESSION_TTL_MS = SESSION_COOKIE_MAX_AGE_SECONDS * 1000;
/** last_seen_at is refreshed at most this often (one UPDATE a day per active session). */
export const LAST_SEEN_REFRESH_MS = 24 * 60 * 60 * 1000;

function expiryCutoff(now: Date): Date {
  return new Date(now.getTime() - SESSION_TTL_MS);
}

/** The live (not expired) session row of a token, or null. */
export async function findLiveSession(db: TDb, token: string, now: Date): Promise<TSessionRow | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.token, token), gte(sessions.lastSeenAt, expiryCutoff(now))))
    .limit(1);
  return row ?? null;
}

/** Marks a live session as used now. */
export async function touchSession(db: TDb, token: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.token, token));
}

/**
 * Writes the session row (one upsert), optionally with the city. An expired row of the same token
 * starts over (its old city is dropped, created_at is now), as if the purge had already run.
 */
export async function upsertSession(
  db: TDb,
  token: string,
  now: Date,
  values: { cityId?: number } = {},
): Promise<TSessionRow> {
  const expired = sql`${sessions.lastSeenAt} < ${expiryCutoff(now).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(sessions)
    .values({ token, cityId: values.cityId ?? null, createdAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: sessions.token,
      set: {
        cityId:
          values.cityId !== undefined
            ? values.cityId
            : sql`case when ${expired} then null else ${sessions.cityId} end`,
        createdAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${sessions.createdAt} end`,
        lastSeenAt: now,
      },
    })
    .returning();
  if (!row) throw new Error("session upsert returned nothing");
  return row;
}

/**
 * Deletes up to `batchSize` expired sessions (unused for 60 days) and returns how many it deleted.
 * Uses sessions_last_seen_idx; callers repeat while a batch comes back full.
 */
export async function deleteExpiredSessions(db: TDb, now: Date, batchSize: number): Promise<number> {
  const batch = db
    .select({ token: sessions.token })
    .from(sessions)
    .where(lt(sessions.lastSeenAt, expiryCutoff(now)))
    .limit(batchSize);
  const deleted = await db
    .delete(sessions)
    .where(inArray(sessions.token, batch))
    .returning({ token: sessions.token });
  return deleted.length;
}
