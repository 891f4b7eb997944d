import type { IRecaptchaVerifier } from "./recaptcha-verifier.ts";

/** Google's verification endpoint (reCAPTCHA v2). */
export const SITEVERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
/** A verification slower than this counts as failed: the shopper may try again. */
const VERIFY_TIMEOUT_MS = 5_000;

type TFetch = (url: string, init: RequestInit) => Promise<Pick<Response, "ok" | "json">>;

/**
 * reCAPTCHA v2 through Google's siteverify (RECAPTCHA_SITE_KEY + RECAPTCHA_SECRET_KEY set). Only
 * `success: true` passes; an error answer, a timeout or an unreachable provider fails the check
 * (the form says 'Подтвердите, что вы не робот' and the shopper ticks the box again).
 */
export function createGoogleRecaptchaVerifier(options: {
  siteKey: string;
  secretKey: string;
  fetch?: TFetch;
}): IRecaptchaVerifier {
  const send: TFetch = options.fetch ?? ((url, init) => fetch(url, init));
  return {
    name: "google",
    siteKey: options.siteKey,
    async verify(response: string, remoteIp: string) {
      const form = new URLSearchParams({ secret: options.secretKey, response, remoteip: remoteIp });
      try {
        const answer = await send(SITEVERIFY_URL, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: form.toString(),
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (!answer.ok) return false;
        const body = (await answer.json()) as { success?: unknown };
        return body.success === true;
      } catch {
        return false;
      }
    },
  };
}
