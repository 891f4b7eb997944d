import { SCROLL_THROTTLE_MS } from "@optika/domain/layout";
import { useEffect, useState } from "react";

/**
 * A value derived from the page's vertical scroll by a domain rule (`isHeaderFixed`, …), re-read at
 * most every SCROLL_THROTTLE_MS; the component re-renders only when the value changes. On the
 * server and before hydration the scroll is 0.
 */
export function useScrollState<T>(rule: (scrollY: number) => T): T {
  const [value, setValue] = useState(() => rule(0));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const check = () => {
      timer = null;
      setValue(rule(window.scrollY));
    };
    const onScroll = () => {
      if (timer === null) timer = setTimeout(check, SCROLL_THROTTLE_MS);
    };
    check();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (timer !== null) clearTimeout(timer);
    };
  }, [rule]);
  return value;
}
