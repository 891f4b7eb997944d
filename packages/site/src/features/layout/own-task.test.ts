import { describe, expect, it, vi } from "vitest";
import { inOwnTask } from "./own-task.ts";

describe("inOwnTask", () => {
  it("runs the work after the current task, not within it", async () => {
    const work = vi.fn();
    inOwnTask(work);
    await Promise.resolve(); // the current task's microtasks: still not run
    expect(work).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("does not run the work once cancelled (an effect's cleanup before it ran)", async () => {
    const work = vi.fn();
    const cancel = inOwnTask(work);
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(work).not.toHaveBeenCalled();
  });
});
