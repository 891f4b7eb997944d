import { COOKIE_MAX_AGE_S, COOKIE_NAMES, SESSION_TOKEN_PREFIX } from "@optika/domain/constants";
import { initContract } from "@ts-rest/core";
import { z } from "zod";

const c = initContract();

export const ZMenuItem = z.object({
  id: z.number().int(),
  title: z.string(),
  path: z.string(),
  color: z.string().nullable(),
});
export type TMenuItem = z.infer<typeof ZMenuItem>;

export const ZConfig = z.object({
  city: z.object({
    data: z.object({ id: z.number().int(), has_data: z.boolean() }),
    model: z.object({
      id: z.number().int(),
      name: z.string(),
      cdek_id: z.number().int().nullable(),
      /** the city's host label: 'msk' of msk.{BASE_HOST} */
      sub_domain: z.string(),
    }),
  }),
  logoFront: z.string(),
  siteName: z.string(),
  telegram: z.string(),
  vkontakte: z.string(),
  odnoklassniki: z.string(),
  whatsapp: z.string(),
  /** holds the contact e-mail (spec §3) */
  facebook: z.string(),
  /** 0 = off; recaptcha only when non-zero */
  useReCaptchaForAuth: z.number().int(),
  /**
   * The reCAPTCHA v2 site key the sign-in widget renders with; null: no provider is configured and
   * the offline simulator checks the answers (the storefront shows its stand-in checkbox)
   */
  reCaptchaSiteKey: z.string().nullable(),
  /** the MyACUVUE programme is on (API env MYACUVUE_ENABLED): else no MyACUVUE sign-in, labels or page */
  myAcuvueEnabled: z.boolean(),
  /** site variables (phone, address, delivery terms, …) by key */
  vars: z.record(z.string(), z.string()),
  menus: z.object({
    header: z.array(ZMenuItem),
    footer: z.array(ZMenuItem),
    footer2: z.array(ZMenuItem),
  }),
});
export type TConfig = z.infer<typeof ZConfig>;

export const ZConfigResponse = z.object({ config: ZConfig });
export type TConfigResponse = z.infer<typeof ZConfigResponse>;

/**
 * The session seam (the one home of these names; the values of spec §3/§9 come from the domain's
 * constants). Tokens are issued by the API only: `frnt` + random bits + a MAC (apps/api
 * modules/session/session-token.ts); clients carry them, never make them.
 */
export const SESSION_COOKIE = COOKIE_NAMES.sessionToken;
export const SESSION_HEADER = "x-session-token";
export { SESSION_TOKEN_PREFIX };
/** 60 days (spec §9); also how long an unused session lives before the purge deletes it */
export const SESSION_COOKIE_MAX_AGE_SECONDS = COOKIE_MAX_AGE_S.session;

export const configContract = c.router({
  getConfig: {
    method: "GET",
    path: "/configs",
    responses: { 200: ZConfigResponse },
    summary: `Site config for the current city; creates the session when none (cookie ${SESSION_COOKIE}, header ${SESSION_HEADER})`,
  },
});
