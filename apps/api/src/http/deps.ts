import type { TReadCache } from "../cache/read-cache.ts";
import type { TDb } from "../db/client.ts";
import type { TDeliveryIntegrations } from "../integrations/delivery/delivery-integrations.ts";
import type { TLoyalty } from "../integrations/loyalty/loyalty-programme-from-env.ts";
import type { IRecaptchaVerifier } from "../integrations/recaptcha/recaptcha-verifier.ts";
import type { ISmsGateway } from "../integrations/sms/sms-gateway.ts";
import type { TSessionConfig } from "../modules/session/session-config.ts";

/** What every module's routes get from buildApp. */
export type TAppDeps = {
  db: TDb;
  baseHost: string;
  /** clock (tests inject) */
  now: () => Date;
  /** short-lived cache of read-only answers (apps/api/src/cache); writes call cache.invalidate() */
  cache: TReadCache;
  /** session token key and cookie flags (modules/session) */
  session: TSessionConfig;
  /** SMS and call provider (integrations/sms; the offline simulator by default) */
  sms: ISmsGateway;
  /** reCAPTCHA of the sign-in forms (integrations/recaptcha; the offline simulator by default) */
  recaptcha: IRecaptchaVerifier;
  /** delivery carrier and address service (integrations/delivery; the offline simulators by default) */
  delivery: TDeliveryIntegrations;
  /** HMAC key of stored sign-in codes (derived from SESSION_SECRET; modules/users) */
  codeKey: string;
  /** sign-in codes one client address may ask for: in 15 minutes and in a day (modules/users) */
  codeAddressLimits: { window: number; day: number };
  /** MyACUVUE: whether the programme is on and the brand's service (integrations/loyalty; the simulator by default) */
  loyalty: TLoyalty;
};
