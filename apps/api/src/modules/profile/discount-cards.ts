import { randomUUID } from "node:crypto";
import type { TDiscountCard } from "@optika/api-contract";
import { and, desc, eq, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { discountCards } from "../../db/schema.ts";
import { newCardNumber } from "./card-number.ts";

/** The discount of a virtual card issued from the profile. */
export const VIRTUAL_CARD_DISCOUNT_PERCENT = 5;

type TCardRow = typeof discountCards.$inferSelect;

function toCard(row: TCardRow): TDiscountCard {
  return {
    guid: row.guid,
    number: row.number,
    barcode_format: "ean13",
    kind: row.kind,
    discount_percent: row.discountPercent,
    issued_at: row.issuedAt.toISOString(),
  };
}

export async function listDiscountCards(db: TDb, userId: number): Promise<TDiscountCard[]> {
  const rows = await db
    .select()
    .from(discountCards)
    .where(eq(discountCards.userId, userId))
    .orderBy(desc(discountCards.issuedAt), desc(discountCards.id))
    .limit(50);
  return rows.map(toCard);
}

export async function findDiscountCard(db: TDb, userId: number, guid: string): Promise<TDiscountCard | null> {
  const [row] = await db
    .select()
    .from(discountCards)
    .where(and(eq(discountCards.userId, userId), eq(discountCards.guid, guid)))
    .limit(1);
  return row ? toCard(row) : null;
}

/**
 * Issues the user's virtual card, once: parallel calls get the same card (a partial unique index
 * allows one virtual card per user). A number already taken (1 in 10⁹) is drawn again.
 */
export async function issueVirtualCard(
  db: TDb,
  userId: number,
  now: Date,
): Promise<{ card: TDiscountCard; isNew: boolean }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [created] = await queryRows<{ id: number }>(
      db,
      sql`insert into discount_cards (guid, user_id, number, kind, discount_percent, issued_at)
          values (${randomUUID()}, ${userId}, ${newCardNumber()}, 'virtual', ${VIRTUAL_CARD_DISCOUNT_PERCENT}, ${now})
          on conflict do nothing
          returning id`,
    );
    const [row] = await db
      .select()
      .from(discountCards)
      .where(and(eq(discountCards.userId, userId), eq(discountCards.kind, "virtual")))
      .limit(1);
    if (row) return { card: toCard(row), isNew: created !== undefined };
  }
  throw new Error("could not draw a free card number");
}
