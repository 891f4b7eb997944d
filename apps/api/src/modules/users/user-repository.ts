import { eq, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import type { TCurrentUser } from "../auth/current-user.ts";

export async function findUserByPhone(db: TDb, phone: string): Promise<TCurrentUser | null> {
  const [row] = await db
    .select({ id: users.id, phone: users.phone, name: users.name })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  return row ?? null;
}

/**
 * The user of a phone, created when there is none (parallel calls create one: the unique phone
 * decides). `isNew` is true for the call that created it.
 */
export async function findOrCreateUser(
  tx: TDb,
  { phone, name, now }: { phone: string; name?: string | null; now: Date },
): Promise<TCurrentUser & { isNew: boolean }> {
  const [created] = await tx
    .insert(users)
    .values({ phone, name: name ?? null, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.phone })
    .returning({ id: users.id, phone: users.phone, name: users.name });
  if (created) return { ...created, isNew: true };
  const [existing] = await tx
    .select({ id: users.id, phone: users.phone, name: users.name })
    .from(users)
    .where(sql`${users.phone} = ${phone}`)
    .limit(1);
  if (!existing) throw new Error("user vanished during sign-in");
  return { ...existing, isNew: false };
}
