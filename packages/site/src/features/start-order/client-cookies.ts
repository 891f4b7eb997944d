import { COOKIE_MAX_AGE_S } from "@optika/domain/constants";
import type { ICookieJar } from "./browser-cookies.ts";

/** spec §3 names these cookies without their names; these are ours. */
export const AB_FLAG_COOKIE = "ab_flag";
export const DEVICE_UUID_COOKIE = "device_uuid";

/** spec §4: the AB flag, random 'true'/'false', set for 360 days when missing. */
export function ensureAbFlag(jar: ICookieJar, random: () => number = Math.random): string {
  const existing = jar.get(AB_FLAG_COOKIE);
  if (existing === "true" || existing === "false") return existing;
  const value = random() < 0.5 ? "true" : "false";
  jar.set(AB_FLAG_COOKIE, value, COOKIE_MAX_AGE_S.abFlag);
  return value;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The device uuid (long-lived, spec §9) the marketing events carry; made once per browser. */
export function ensureDeviceUuid(
  jar: ICookieJar,
  makeUuid: () => string = () => crypto.randomUUID(),
): string {
  const existing = jar.get(DEVICE_UUID_COOKIE);
  if (existing && UUID_RE.test(existing)) return existing;
  const value = makeUuid();
  jar.set(DEVICE_UUID_COOKIE, value, COOKIE_MAX_AGE_S.deviceUuid);
  return value;
}
