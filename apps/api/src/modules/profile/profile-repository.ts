import type { TProfile } from "@optika/api-contract";
import { eq } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { users } from "../../db/schema.ts";

const PROFILE_COLUMNS = {
  id: users.id,
  phone: users.phone,
  name: users.name,
  email: users.email,
  birthday: users.birthday,
  isMarketing: users.isMarketing,
};

function toProfile(row: {
  id: number;
  phone: string;
  name: string | null;
  email: string | null;
  birthday: string | null;
  isMarketing: boolean;
}): TProfile {
  return {
    id: row.id,
    phone: row.phone,
    name: row.name,
    email: row.email,
    birthday: row.birthday,
    is_marketing: row.isMarketing,
  };
}

export async function loadProfile(db: TDb, userId: number): Promise<TProfile | null> {
  const [row] = await db.select(PROFILE_COLUMNS).from(users).where(eq(users.id, userId)).limit(1);
  return row ? toProfile(row) : null;
}

export async function saveProfile(
  tx: TDb,
  userId: number,
  values: { name: string; email: string | null; birthday: string | null; isMarketing: boolean },
  now: Date,
): Promise<TProfile | null> {
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, userId))
    .returning(PROFILE_COLUMNS);
  return row ? toProfile(row) : null;
}
