import type { TCertificate } from "@optika/api-contract";
import { desc, eq } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { giftCertificates } from "../../db/schema.ts";

/** The user's gift certificates, newest first (status from balance and end date). */
export async function listCertificates(db: TDb, userId: number, now: Date): Promise<TCertificate[]> {
  const today = now.toISOString().slice(0, 10);
  const rows = await db
    .select()
    .from(giftCertificates)
    .where(eq(giftCertificates.userId, userId))
    .orderBy(desc(giftCertificates.issuedAt), desc(giftCertificates.id))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    nominal: row.nominal,
    balance: row.balance,
    status:
      row.balance === 0 ? "used" : row.expiresAt !== null && row.expiresAt < today ? "expired" : "active",
    expires_at: row.expiresAt,
    issued_at: row.issuedAt.toISOString(),
  }));
}
