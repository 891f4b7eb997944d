import { ACCOUNT_MESSAGES, type TSignedIn } from "@optika/api-contract";
import { and, count, eq, gt, lt } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { passwordFailures, users } from "../../db/schema.ts";
import type { TAppDeps } from "../../http/deps.ts";
import { getSession } from "../session/request-session.ts";
import { AccountError } from "./account-error.ts";
import { completeSignIn } from "./complete-sign-in.ts";
import { presentUser, setCurrentUser } from "./current-user.ts";
import { verifyPassword } from "./password-hash.ts";

/** Wrong passwords allowed per phone in the window before 429. */
export const PASSWORD_FAILURE_LIMIT = 10;
export const PASSWORD_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * POST /auth/login {username, password}: the password sent by SMS. At most 10 wrong passwords per
 * phone in 15 minutes (counted in the database); an unknown phone and a wrong password get the
 * same answer after the same work (one scrypt).
 */
export async function loginWithPassword(
  deps: TAppDeps,
  request: FastifyRequest,
  { phone, password }: { phone: string; password: string },
): Promise<TSignedIn> {
  const now = deps.now();
  const windowStart = new Date(now.getTime() - PASSWORD_FAILURE_WINDOW_MS);
  const [failures] = await deps.db
    .select({ n: count() })
    .from(passwordFailures)
    .where(and(eq(passwordFailures.phone, phone), gt(passwordFailures.createdAt, windowStart)));
  if ((failures?.n ?? 0) >= PASSWORD_FAILURE_LIMIT) {
    throw new AccountError(429, ACCOUNT_MESSAGES.tooManyPasswordTries, "too_many", {
      retryAfterSeconds: PASSWORD_FAILURE_WINDOW_MS / 1000,
    });
  }
  const [user] = await deps.db
    .select({ id: users.id, phone: users.phone, name: users.name, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  const matches = await verifyPassword(password, user?.passwordHash ?? null);
  if (!user || !matches) {
    await deps.db.insert(passwordFailures).values({ phone, createdAt: now });
    // keep the table small: a day of failures is all the limit ever reads
    await deps.db
      .delete(passwordFailures)
      .where(
        and(
          eq(passwordFailures.phone, phone),
          lt(passwordFailures.createdAt, new Date(now.getTime() - 86_400_000)),
        ),
      );
    throw new AccountError(401, ACCOUNT_MESSAGES.wrongPassword, "wrong_password", {
      errors: { password: [ACCOUNT_MESSAGES.wrongPassword] },
    });
  }
  const session = await getSession(deps, request);
  const token = await deps.db.transaction((tx) =>
    completeSignIn(tx, request, { userId: user.id, guestSessionToken: session?.token ?? null, now }),
  );
  const shopper = { id: user.id, phone: user.phone, name: user.name };
  setCurrentUser(request, shopper);
  return { token, user: presentUser(shopper), is_new: false };
}
