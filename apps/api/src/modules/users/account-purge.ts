import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import type { TPurgeStep } from "../session/session-purge.ts";
import { CODE_LIMITS } from "./code-limits.ts";

/** The longest window any limit reads sign-in codes and failed passwords in (a day). */
const LIMIT_WINDOW_MS = Math.max(CODE_LIMITS.perPhoneDay.ms, CODE_LIMITS.perIpDay.ms);
/** A revoked or expired token is kept this long (to tell "signed out" from "never signed in" in logs). */
const DEAD_TOKEN_KEEP_MS = 24 * 60 * 60_000;

const cutoff = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/** Sign-in codes older than every limit's window: no counter and no sign-in reads them again. */
async function deleteOldPhoneCodes(db: TDb, now: Date, batchSize: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from phone_codes where id in (
          select id from phone_codes where created_at <= ${cutoff(now, LIMIT_WINDOW_MS)}::timestamptz limit ${batchSize}
        ) returning id`,
  );
  return rows.length;
}

/** Failed password sign-ins older than a day (the limit reads 15 minutes). */
async function deleteOldPasswordFailures(db: TDb, now: Date, batchSize: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from password_failures where id in (
          select id from password_failures where created_at <= ${cutoff(now, LIMIT_WINDOW_MS)}::timestamptz limit ${batchSize}
        ) returning id`,
  );
  return rows.length;
}

/** Auth tokens revoked or expired more than a day ago: they sign no one in. */
async function deleteDeadAuthTokens(db: TDb, now: Date, batchSize: number): Promise<number> {
  const before = cutoff(now, DEAD_TOKEN_KEEP_MS);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from auth_tokens where id in (
          select id from auth_tokens
          where revoked_at <= ${before}::timestamptz or expires_at <= ${before}::timestamptz
          limit ${batchSize}
        ) returning id`,
  );
  return rows.length;
}

/** The accounts' stale rows, deleted by the hourly purge job next to expired sessions (app.ts). */
export const ACCOUNT_PURGE_STEPS: readonly TPurgeStep[] = [
  deleteOldPhoneCodes,
  deleteOldPasswordFailures,
  deleteDeadAuthTokens,
];
