import { afterEach, describe, expect, it, vi } from "vitest";
import { reachGoal, registerMetricsCounter, sendMetricsUserId } from "../marketing/metrics.ts";
import { startMetricsCounter } from "./metrics-counter.ts";
import { reachGoal as reachGoalOnWindow } from "./reach-goal.ts";

function fakeWindow(readyState: DocumentReadyState) {
  const head = { append: vi.fn() };
  const listeners: Record<string, () => void> = {};
  const win = {
    document: {
      readyState,
      head,
      createElement: () => ({ dataset: {} as Record<string, string> }) as unknown as HTMLScriptElement,
    } as unknown as Document,
    addEventListener: vi.fn((name: string, callback: () => void) => {
      listeners[name] = callback;
    }),
    requestIdleCallback: vi.fn((callback: () => void) => {
      callback();
      return 1;
    }),
    setTimeout: vi.fn(),
  };
  return { win, head, listeners };
}

afterEach(() => registerMetricsCounter(null));

describe("startMetricsCounter", () => {
  it("queues init, goals and the user id at once, and adds the async script only after load, when idle", () => {
    const { win, head, listeners } = fakeWindow("loading");
    startMetricsCounter({ counterId: 123, scriptUrl: "https://metrics.example/tag.js" }, win as never);
    expect(head.append).not.toHaveBeenCalled();
    reachGoal("pay_sert");
    sendMetricsUserId(7);
    reachGoalOnWindow("vopros_sotrud_sent", win as never);
    const queue = (win as unknown as { ym: { a: unknown[][] } }).ym.a;
    expect(queue).toEqual([
      [123, "init", expect.objectContaining({ ecommerce: "dataLayer" })],
      [123, "reachGoal", "pay_sert"],
      [123, "setUserID", "7"],
      [123, "reachGoal", "vopros_sotrud_sent"],
    ]);
    listeners.load?.();
    expect(win.requestIdleCallback).toHaveBeenCalled();
    const script = head.append.mock.calls[0]?.[0] as HTMLScriptElement;
    expect(script.async).toBe(true);
    expect(script.src).toBe("https://metrics.example/tag.js");
  });

  it("starts once", () => {
    const { win, head } = fakeWindow("complete");
    startMetricsCounter({ counterId: 1, scriptUrl: "https://metrics.example/tag.js" }, win as never);
    startMetricsCounter({ counterId: 1, scriptUrl: "https://metrics.example/tag.js" }, win as never);
    expect(head.append).toHaveBeenCalledTimes(1);
  });
});

describe("goals before the counter", () => {
  it("wait for the counter that registers after consent, and reach it then", () => {
    reachGoal("pay_sert");
    const goals: string[] = [];
    registerMetricsCounter({ setUserId: () => {}, reachGoal: (goal) => goals.push(goal) });
    expect(goals).toEqual(["pay_sert"]);
  });
});
