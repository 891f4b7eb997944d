import { BONUS_HISTORY_LIMIT, type TBonuses } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";

type TRow = {
  id: number;
  amount: number;
  kind: "accrual" | "spending" | "expiry";
  description: string;
  created_at: Date | string;
  balance: number | string;
};

/** Balance (the sum of every movement) and the newest 100 movements, in one query. */
export async function loadBonuses(db: TDb, userId: number): Promise<TBonuses> {
  const rows = await queryRows<TRow>(
    db,
    sql`select e.id, e.amount, e.kind, e.description, e.created_at,
               (select coalesce(sum(amount), 0) from bonus_entries where user_id = ${userId})::int as balance
        from (select 1) one
        left join lateral (
          select id, amount, kind, description, created_at from bonus_entries
          where user_id = ${userId} order by created_at desc, id desc limit ${BONUS_HISTORY_LIMIT}
        ) e on true`,
  );
  const balance = Number(rows[0]?.balance ?? 0);
  const history = rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      id: Number(row.id),
      amount: Number(row.amount),
      kind: row.kind,
      description: row.description,
      created_at: new Date(row.created_at).toISOString(),
    }));
  return { balance, history };
}
