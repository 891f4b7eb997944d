import { ACCOUNT_MESSAGES, RECAPTCHA_FIELD } from "@optika/api-contract";
import { isRecaptchaRequired } from "@optika/domain/codes";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { siteVars } from "../../db/schema.ts";
import type { TAppDeps } from "../../http/deps.ts";
import { AccountError } from "../auth/account-error.ts";

/**
 * When the site variable `useReCaptchaForAuth` is nonzero, the sign-in call must carry a
 * `g-recaptcha-response` the verifier accepts; otherwise 400 'Подтвердите, что вы не робот'.
 * One query (the flag).
 */
export async function checkRecaptcha(
  deps: TAppDeps,
  request: FastifyRequest,
  response: string | undefined,
): Promise<void> {
  const [flag] = await deps.db
    .select({ value: siteVars.value })
    .from(siteVars)
    .where(eq(siteVars.key, "useReCaptchaForAuth"))
    .limit(1);
  if (!isRecaptchaRequired(flag?.value)) return;
  if (response && (await deps.recaptcha.verify(response, request.ip))) return;
  throw new AccountError(400, ACCOUNT_MESSAGES.recaptchaFailed, "recaptcha", {
    errors: { [RECAPTCHA_FIELD]: [ACCOUNT_MESSAGES.recaptchaFailed] },
  });
}
