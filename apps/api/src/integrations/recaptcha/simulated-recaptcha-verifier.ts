import { RECAPTCHA_SIMULATOR_TOKEN } from "@optika/domain/codes";
import type { IRecaptchaVerifier } from "./recaptcha-verifier.ts";

/**
 * Offline reCAPTCHA: accepts RECAPTCHA_SIMULATOR_TOKEN ("recaptcha-test-pass") only, which the
 * storefront's stand-in checkbox sends when the config has no site key. Anything else fails.
 */
export function createSimulatedRecaptchaVerifier(): IRecaptchaVerifier {
  return {
    name: "simulator",
    siteKey: null,
    async verify(response: string) {
      return response === RECAPTCHA_SIMULATOR_TOKEN;
    },
  };
}
