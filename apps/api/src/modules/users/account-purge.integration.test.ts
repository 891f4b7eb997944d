import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { queryRows } from "../../db/rows.ts";
import { describeOnEngines } from "../../test/harness.ts";
import { startSessionPurge } from "../session/session-purge.ts";
import { ACCOUNT_PURGE_STEPS } from "./account-purge.ts";

const NOW = new Date("2026-11-23T12:00:00Z");
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString();
const silent = { info() {}, warn() {} } as never;

describeOnEngines("account purge", (ctx) => {
  it("deletes codes and failed passwords older than a day and dead tokens, keeps what limits and sign-ins read", async () => {
    const db = ctx().db;
    await db.execute(
      sql`insert into users (phone, name) values ('79000000991', 'Purge') on conflict do nothing`,
    );
    const [user] = await queryRows<{ id: number }>(db, sql`select id from users where phone = '79000000991'`);
    const userId = user?.id ?? 0;
    for (const [phone, h] of [
      ["79000000991", 25],
      ["79000000991", 48],
      ["79000000991", 23],
      ["79000000991", 0],
    ] as const) {
      await db.execute(
        sql`insert into phone_codes (phone, channel, code_hash, ip, created_at, expires_at)
            values (${phone}, 'sms', 'h', '203.0.113.9', ${hoursAgo(h)}::timestamptz, ${hoursAgo(h)}::timestamptz)`,
      );
    }
    for (const h of [30, 1]) {
      await db.execute(
        sql`insert into password_failures (phone, created_at) values ('79000000991', ${hoursAgo(h)}::timestamptz)`,
      );
    }
    const future = new Date(NOW.getTime() + 365 * 24 * 3_600_000).toISOString();
    for (const [hash, revoked, expires] of [
      ["revoked-long-ago", hoursAgo(30), future],
      ["expired-long-ago", null, hoursAgo(30)],
      ["revoked-just-now", hoursAgo(1), future],
      ["live", null, future],
    ] as const) {
      await db.execute(
        sql`insert into auth_tokens (user_id, token_hash, expires_at, revoked_at)
            values (${userId}, ${hash}, ${expires}::timestamptz, ${revoked}::timestamptz)`,
      );
    }
    const job = startSessionPurge(
      { db, now: () => NOW, log: silent },
      { intervalMinutes: 0, batchSize: 1, maxBatches: 10 },
      ACCOUNT_PURGE_STEPS,
    );
    await job.stop();
    await job.run();
    const ages = await queryRows<{ age: number }>(
      db,
      sql`select round(extract(epoch from (${NOW.toISOString()}::timestamptz - created_at)) / 3600)::int as age
          from phone_codes where phone = '79000000991' order by age`,
    );
    expect(ages.map((r) => r.age)).toEqual([0, 23]);
    const failures = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from password_failures where phone = '79000000991'`,
    );
    expect(failures[0]?.n).toBe(1);
    const tokens = await queryRows<{ token_hash: string }>(
      db,
      sql`select token_hash from auth_tokens where user_id = ${userId} order by token_hash`,
    );
    expect(tokens.map((t) => t.token_hash)).toEqual(["live", "revoked-just-now"]);
  });
});
