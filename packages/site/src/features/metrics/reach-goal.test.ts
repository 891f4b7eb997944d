import { describe, expect, it, vi } from "vitest";
import { reachGoal } from "./reach-goal.ts";

describe("reachGoal", () => {
  it("calls the counter's reachGoal when the page has one", () => {
    const ym = vi.fn();
    reachGoal("vopros_sotrud_sent", { ym, __ymCounterId: 123 });
    expect(ym).toHaveBeenCalledWith(123, "reachGoal", "vopros_sotrud_sent");
  });

  it("does nothing without a counter, and never throws", () => {
    expect(() => reachGoal("vopros_sotrud_sent", {})).not.toThrow();
    expect(() => reachGoal("vopros_sotrud_sent", undefined)).not.toThrow();
    const broken = vi.fn(() => {
      throw new Error("counter failed");
    });
    expect(() => reachGoal("vopros_sotrud_sent", { ym: broken })).not.toThrow();
  });
});
