import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { CODE_LIMITS } from "./code-limits.ts";
import { hashSignInCode, sameHash } from "./phone-code.ts";

/** "ok": the code matched and is now used; "wrong": try again; "request_new": expired, used, or out of tries. */
export type TCodeCheck = "ok" | "wrong" | "request_new";

/**
 * Checks a code against the phone's newest code, inside the caller's transaction: the row is
 * locked (FOR UPDATE), so of any number of parallel requests with the right code exactly one sees
 * it unused. Only the newest code counts (a resend replaces the previous one). A wrong code counts
 * a try; the 5th wrong try kills the code.
 */
export async function consumeSignInCode(
  tx: TDb,
  { phone, code, key, now }: { phone: string; code: string; key: string; now: Date },
): Promise<TCodeCheck> {
  const [row] = await queryRows<{
    id: number;
    code_hash: string;
    attempts: number;
    used_at: unknown;
    expires_at: Date | string;
  }>(
    tx,
    sql`select id, code_hash, attempts, used_at, expires_at from phone_codes
        where phone = ${phone} order by created_at desc, id desc limit 1 for update`,
  );
  if (!row || row.used_at !== null || new Date(row.expires_at).getTime() <= now.getTime())
    return "request_new";
  if (row.attempts >= CODE_LIMITS.attemptsPerCode) return "request_new";
  if (sameHash(row.code_hash, hashSignInCode(key, phone, code))) {
    await tx.execute(sql`update phone_codes set used_at = ${now} where id = ${row.id}`);
    return "ok";
  }
  await tx.execute(sql`update phone_codes set attempts = attempts + 1 where id = ${row.id}`);
  return row.attempts + 1 >= CODE_LIMITS.attemptsPerCode ? "request_new" : "wrong";
}
