import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LoadingBar } from "./LoadingBar.tsx";
import { estimatedProgress } from "./loading-progress.ts";
import { useLoadingProgress } from "./use-loading-progress.ts";

const TIMING = { throttleMs: 200, durationMs: 5000 };

function Probe({ isLoading }: { isLoading: boolean }) {
  const state = useLoadingProgress(isLoading, TIMING);
  return <LoadingBar {...state} />;
}

function shownProgress(): number | null {
  const bar = screen.queryByRole("progressbar");
  return bar ? Number(bar.getAttribute("aria-valuenow")) : null;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("estimatedProgress", () => {
  it("rises, slows down and stays below 100 on its own", () => {
    expect(estimatedProgress(0, 5000)).toBe(0);
    const at = [500, 2500, 5000, 20_000].map((t) => estimatedProgress(t, 5000));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(at[2]).toBeCloseTo(70.5, 0);
    expect(Math.max(...at)).toBeLessThan(100);
  });
});

describe("the navigation loading bar", () => {
  it("stays hidden for loads shorter than 200 ms", () => {
    const { rerender } = render(<Probe isLoading={false} />);
    rerender(<Probe isLoading />);
    act(() => vi.advanceTimersByTime(199));
    expect(shownProgress()).toBeNull();
    rerender(<Probe isLoading={false} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(shownProgress()).toBeNull();
  });

  it("shows after 200 ms, grows over 5000 ms, fills to 100 and disappears when loading ends", () => {
    const { rerender } = render(<Probe isLoading={false} />);
    rerender(<Probe isLoading />);
    act(() => vi.advanceTimersByTime(200));
    const first = shownProgress();
    expect(first).not.toBeNull();
    act(() => vi.advanceTimersByTime(2300));
    const middle = shownProgress() ?? 0;
    expect(middle).toBeGreaterThan(first ?? 0);
    act(() => vi.advanceTimersByTime(2500));
    const atDuration = shownProgress() ?? 0;
    expect(atDuration).toBeGreaterThan(middle);
    expect(atDuration).toBeLessThan(100);
    rerender(<Probe isLoading={false} />);
    expect(shownProgress()).toBe(100);
    act(() => vi.advanceTimersByTime(300));
    expect(shownProgress()).toBeNull();
  });
});
