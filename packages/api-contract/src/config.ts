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
    model: z.object({ id: z.number().int(), name: z.string(), cdek_id: z.number().int().nullable() }),
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

export const SESSION_COOKIE = "sessionToken";
export const SESSION_HEADER = "x-session-token";
export const SESSION_TOKEN_PREFIX = "frnt";
/** 60 days (spec §9) */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 5_184_000;

export const configContract = c.router({
  getConfig: {
    method: "GET",
    path: "/configs",
    responses: { 200: ZConfigResponse },
    summary: `Site config for the current city; creates the session when none (cookie ${SESSION_COOKIE}, header ${SESSION_HEADER})`,
  },
});
