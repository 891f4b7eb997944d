import { ACCOUNT_MESSAGES } from "@optika/api-contract";
import { PASSWORD_REREQUEST_INTERVAL_MS } from "@optika/domain/auth";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import type { TAppDeps } from "../../http/deps.ts";
import { SmsGatewayError } from "../../integrations/sms/sms-gateway.ts";
import { AccountError } from "../auth/account-error.ts";
import { generatePassword, hashPassword } from "../auth/password-hash.ts";

/** The SMS that carries a password. */
export function passwordSmsText(password: string): string {
  return `Ваш пароль для входа: ${password}`;
}

/**
 * POST /users/request-password: a new password by SMS, at most once a minute per account (the
 * domain's canRequestPasswordAgain rule, enforced here by one conditional UPDATE, so parallel
 * requests send one SMS). A provider failure restores the previous password and answers 503.
 */
export async function requestPassword(
  deps: TAppDeps,
  { phone }: { phone: string },
): Promise<{ message: string }> {
  const now = deps.now();
  const [user] = await deps.db
    .select({ id: users.id, passwordHash: users.passwordHash, passwordSentAt: users.passwordSentAt })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  if (!user) {
    throw new AccountError(404, ACCOUNT_MESSAGES.userNotFound, "user_not_found", {
      errors: { phone: [ACCOUNT_MESSAGES.userNotFound] },
    });
  }
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const [updated] = await deps.db
    .update(users)
    .set({ passwordHash, passwordSentAt: now, updatedAt: now })
    .where(
      and(
        eq(users.id, user.id),
        or(
          isNull(users.passwordSentAt),
          lt(users.passwordSentAt, new Date(now.getTime() - PASSWORD_REREQUEST_INTERVAL_MS)),
        ),
      ),
    )
    .returning({ id: users.id });
  if (!updated) {
    throw new AccountError(429, ACCOUNT_MESSAGES.passwordTooSoon, "password_too_soon", {
      retryAfterSeconds: PASSWORD_REREQUEST_INTERVAL_MS / 1000,
    });
  }
  try {
    await deps.sms.send({ phone, channel: "sms", text: passwordSmsText(password) });
  } catch (error) {
    if (!(error instanceof SmsGatewayError)) throw error;
    await deps.db
      .update(users)
      .set({ passwordHash: user.passwordHash, passwordSentAt: user.passwordSentAt })
      .where(eq(users.id, user.id));
    throw new AccountError(503, ACCOUNT_MESSAGES.serverErrorRetryLater, "provider");
  }
  return { message: ACCOUNT_MESSAGES.passwordSent };
}

/**
 * POST /users/registration {phone, name}: creates the account and sends its password by SMS
 * (409 when the phone has one). A provider failure removes the new account again and answers 503.
 */
export async function registerUser(
  deps: TAppDeps,
  { phone, name }: { phone: string; name: string },
): Promise<{ message: string }> {
  const now = deps.now();
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const [created] = await deps.db
    .insert(users)
    .values({ phone, name, passwordHash, passwordSentAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.phone })
    .returning({ id: users.id });
  if (!created) {
    throw new AccountError(409, ACCOUNT_MESSAGES.userExists, "user_exists", {
      errors: { phone: [ACCOUNT_MESSAGES.userExists] },
    });
  }
  try {
    await deps.sms.send({ phone, channel: "sms", text: passwordSmsText(password) });
  } catch (error) {
    if (!(error instanceof SmsGatewayError)) throw error;
    await deps.db.delete(users).where(eq(users.id, created.id));
    throw new AccountError(503, ACCOUNT_MESSAGES.serverErrorRetryLater, "provider");
  }
  return { message: ACCOUNT_MESSAGES.registered };
}
