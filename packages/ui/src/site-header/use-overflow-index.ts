import { type RefObject, useLayoutEffect, useState } from "react";

/**
 * The items of a one-row wrapping list that do not fit wrap onto a clipped second line; this returns
 * the index of the first such item (null when all fit), re-measured whenever the list resizes. An
 * item alone on the first line cannot wrap: cut off at the list's right edge, it does not fit either
 * (the list is its items' offset parent). `key` re-measures when the items change.
 */
export function useOverflowIndex(listRef: RefObject<HTMLElement | null>, key: string): number | null {
  const [index, setIndex] = useState<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` (the labels) re-measures when the items change
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => {
      const items = [...list.children] as HTMLElement[];
      const top = items[0]?.offsetTop ?? 0;
      const width = list.clientWidth;
      const first = items.findIndex(
        (item) => item.offsetTop > top || item.offsetLeft + item.offsetWidth > width,
      );
      setIndex(first === -1 ? null : first);
    };
    update();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(update);
    observer.observe(list);
    return () => observer.disconnect();
  }, [listRef, key]);
  return index;
}
