import { useEffect, useState } from "react";

/** True once the page is scrolled further than `offset` px (checked at most every 100 ms). */
export function useScrolledPast(offset: number): boolean {
  const [isPast, setPast] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const check = () => {
      timer = null;
      setPast(window.scrollY > offset);
    };
    const onScroll = () => {
      if (timer === null) timer = setTimeout(check, 100);
    };
    check();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (timer !== null) clearTimeout(timer);
    };
  }, [offset]);
  return isPast;
}
