import type { IRecaptchaVerifier } from "./recaptcha-verifier.ts";

/**
 * The answer the simulator accepts (documented for development, tests and the demo shop: with
 * `useReCaptchaForAuth` = 1, send it as `g-recaptcha-response`). Anything else fails.
 */
export const RECAPTCHA_TEST_TOKEN = "recaptcha-test-pass";

/** Offline reCAPTCHA: accepts RECAPTCHA_TEST_TOKEN only. */
export function createSimulatedRecaptchaVerifier(): IRecaptchaVerifier {
  return {
    name: "simulator",
    async verify(response: string) {
      return response === RECAPTCHA_TEST_TOKEN;
    },
  };
}
