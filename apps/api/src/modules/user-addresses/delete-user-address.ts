import { and, eq } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { userAddresses } from "../../db/schema.ts";

/** DELETE /user/addresses/{id}: deletes it when it is the user's (one statement); false when it is not. */
export async function deleteUserAddress(db: TDb, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
    .returning({ id: userAddresses.id });
  return deleted.length > 0;
}
