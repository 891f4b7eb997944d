/**
 * reCAPTCHA v2 check of the sign-in forms (spec §5: only when the config's `useReCaptchaForAuth`
 * is nonzero). A real verifier posts to the provider's siteverify endpoint with the secret key;
 * the built-in simulator (simulated-recaptcha-verifier.ts) is the default.
 */
export interface IRecaptchaVerifier {
  readonly name: string;
  /** the public key the widget renders with; null for the simulator (no provider configured) */
  readonly siteKey: string | null;
  /** Whether the answer the widget gave is valid for this client address. */
  verify(response: string, remoteIp: string): Promise<boolean>;
}
