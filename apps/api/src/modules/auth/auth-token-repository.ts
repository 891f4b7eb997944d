import { AUTH_COOKIE_MAX_AGE_SECONDS } from "@optika/api-contract";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { authTokens, users } from "../../db/schema.ts";
import { hashAuthToken, mintAuthToken } from "./auth-token.ts";

/** Issues a new token for the user (only its hash is stored); returns the token itself. */
export async function issueAuthToken(tx: TDb, userId: number, now: Date): Promise<string> {
  const token = mintAuthToken();
  await tx.insert(authTokens).values({
    userId,
    tokenHash: hashAuthToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + AUTH_COOKIE_MAX_AGE_SECONDS * 1000),
  });
  return token;
}

/** The user of a live (not revoked, not expired) token, or null. One query. */
export async function findUserByAuthToken(
  db: TDb,
  token: string,
  now: Date,
): Promise<{ id: number; phone: string; name: string | null } | null> {
  const [row] = await db
    .select({ id: users.id, phone: users.phone, name: users.name })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashAuthToken(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Revokes a token (logout, or the previous token of a browser that signs in again). */
export async function revokeAuthToken(tx: TDb, token: string, now: Date): Promise<void> {
  await tx
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.tokenHash, hashAuthToken(token)), isNull(authTokens.revokedAt)));
}
