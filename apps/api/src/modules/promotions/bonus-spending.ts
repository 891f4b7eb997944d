import { ORDER_MESSAGES as M } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { HttpError } from "../../http/index.ts";

/** Site variable: the share (percent, 0…100) of the order bonuses may pay; 0 (the default) = none. */
export const USE_ACTIVE_BONUSES_VAR = "useActiveBonuses";

/** The share from the site variable's text: a whole percent 0…100; anything else → 0. */
export function readBonusShare(value: string | null | undefined): number {
  const n = Number.parseInt((value ?? "0").trim(), 10);
  return Number.isFinite(n) ? Math.max(0, Math.min(100, n)) : 0;
}

/** Most points an order may spend: ≤ the balance, ≤ `share` % of `payable` kopecks (1 point = 100 kopecks). */
export function maxSpendableBonuses(balance: number, payable: number, share: number): number {
  if (share <= 0 || balance <= 0 || payable <= 0) return 0;
  return Math.max(0, Math.min(balance, Math.floor((payable * share) / 100 / 100)));
}

/**
 * The shopper's balance and the bonus share, in one statement; `lock` takes the user's row first,
 * so two orders of one shopper never spend the same points.
 */
export async function bonusState(
  db: TDb,
  userId: number | null,
  options: { lock: boolean },
): Promise<{ balance: number; share: number }> {
  const [row] = await queryRows<{ balance: number | string | null; share: string | null }>(
    db,
    userId === null
      ? sql`select 0 as balance, (select value from site_vars where key = ${USE_ACTIVE_BONUSES_VAR}) as share`
      : sql`select (select coalesce(sum(amount), 0) from bonus_entries where user_id = u.id)::int as balance,
                   (select value from site_vars where key = ${USE_ACTIVE_BONUSES_VAR}) as share
            from users u where u.id = ${userId} ${options.lock ? sql`for update of u` : sql``}`,
  );
  return { balance: Number(row?.balance ?? 0), share: readBonusShare(row?.share) };
}

/** The points requested, checked against the most spendable; 422 with the message otherwise. */
export function checkBonusesToSpend(requested: number, max: number, share: number): number {
  if (requested === 0) return 0;
  if (share === 0) throw new HttpError(422, M.bonusesDisabled, { bonuses: [M.bonusesDisabled] });
  if (requested > max) {
    const message = M.bonusesTooMany(max);
    throw new HttpError(422, message, { bonuses: [message] });
  }
  return requested;
}

/** Writes the spending of an order (a negative bonus movement). */
export async function recordBonusSpending(
  tx: TDb,
  spending: { userId: number; orderId: number; points: number; now: Date },
): Promise<void> {
  await tx.execute(
    sql`insert into bonus_entries (user_id, amount, kind, description, created_at)
        values (${spending.userId}, ${-spending.points}, 'spending', ${`Списание по заказу №${spending.orderId}`},
                ${spending.now.toISOString()}::timestamptz)`,
  );
}
