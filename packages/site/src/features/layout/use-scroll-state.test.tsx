import { isScrollTopVisible, SCROLL_THROTTLE_MS } from "@optika/domain/layout";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useScrollState } from "./use-scroll-state.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;
const reads = vi.fn();

/** The domain's rule, counting its reads (stable, as the shell's rules are). */
function countedRule(scrollY: number) {
  reads(scrollY);
  return isScrollTopVisible(scrollY);
}

function Probe() {
  const isVisible = useScrollState(countedRule);
  return <span>{isVisible ? "visible" : "hidden"}</span>;
}

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

beforeEach(() => {
  vi.useFakeTimers();
  reads.mockClear();
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe("useScrollState (scroll-to-top after 500 px, throttled)", () => {
  it("re-reads the scroll at most once per 100 ms and shows the button past 500 px", () => {
    expect(SCROLL_THROTTLE_MS).toBe(100);
    act(() => root.render(<Probe />));
    expect(container.textContent).toBe("hidden");
    reads.mockClear();
    act(() => {
      scrollTo(200);
      scrollTo(400);
      scrollTo(600);
    });
    // a burst of scroll events: nothing read yet
    act(() => vi.advanceTimersByTime(99));
    expect(container.textContent).toBe("hidden");
    act(() => vi.advanceTimersByTime(1));
    expect(container.textContent).toBe("visible");
    // one read for the whole burst, of the latest position
    expect(reads.mock.calls.filter(([y]) => y !== 0)).toEqual([[600]]);
    act(() => {
      scrollTo(500);
      vi.advanceTimersByTime(100);
    });
    expect(container.textContent).toBe("hidden");
  });
});
