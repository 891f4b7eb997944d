import { COOKIE_MAX_AGE_S, COOKIE_NAMES } from "@optika/domain/constants";
import type { ICookieJar } from "../start-order/browser-cookies.ts";

/** The site variable that switches the splash on (spec §3), and the value that means "on". */
export const BIRTHDAY_SPLASH_VAR = "Включить заставку 30 лет";
const ON = "Да";

/** Off unless the site variable says 'Да'. */
export function isBirthdaySplashOn(vars: Record<string, string> | undefined): boolean {
  return vars?.[BIRTHDAY_SPLASH_VAR] === ON;
}

/** When on, shown once per 86400 s (cookie showBirthdayCookies). */
export function shouldShowBirthdaySplash(vars: Record<string, string> | undefined, jar: ICookieJar): boolean {
  return isBirthdaySplashOn(vars) && jar.get(COOKIE_NAMES.showBirthday) === undefined;
}

export function markBirthdaySplashShown(jar: ICookieJar): void {
  jar.set(COOKIE_NAMES.showBirthday, "1", COOKIE_MAX_AGE_S.birthdaySplash);
}
