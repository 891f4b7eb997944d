import { TIMINGS_MS } from "@optika/domain/constants";
import { useCallback, useEffect, useState } from "react";
import type { ICookieJar } from "../start-order/browser-cookies.ts";
import { isBirthdaySplashOn, markBirthdaySplashShown, shouldShowBirthdaySplash } from "./birthday-splash.ts";

/**
 * The birthday splash's life: when the site variable is 'Да' and it was not shown in the last
 * 86400 s, it opens after hydration and closes itself after 2 s (or by the shopper).
 */
export function useBirthdaySplash(vars: Record<string, string> | undefined, jar: () => ICookieJar) {
  const [isOpen, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const isOn = isBirthdaySplashOn(vars);

  useEffect(() => {
    if (!isOn) return;
    const cookies = jar();
    if (!shouldShowBirthdaySplash(vars, cookies)) return;
    markBirthdaySplashShown(cookies);
    setOpen(true);
    const timer = setTimeout(() => setOpen(false), TIMINGS_MS.birthdaySplash);
    return () => clearTimeout(timer);
  }, [isOn, vars, jar]);

  return { isOpen, close };
}
