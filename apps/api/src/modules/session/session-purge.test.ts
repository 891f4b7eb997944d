import type { FastifyBaseLogger } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TDb } from "../../db/client.ts";
import { startSessionPurge } from "./session-purge.ts";
import { deleteExpiredSessions } from "./session-repository.ts";

vi.mock("./session-repository.ts", () => ({ deleteExpiredSessions: vi.fn() }));
const deleteMock = vi.mocked(deleteExpiredSessions);

const log = { info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;
const now = () => new Date(Date.UTC(2026, 0, 1));
const deps = { db: {} as TDb, now, log };

describe("session purge job", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    deleteMock.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs at start and every intervalMinutes, batch after batch while batches come back full", async () => {
    deleteMock
      .mockResolvedValueOnce(2)
      .mockResolvedValueOnce(2)
      .mockResolvedValueOnce(1)
      .mockResolvedValue(0);
    const job = startSessionPurge(deps, { intervalMinutes: 5, batchSize: 2, maxBatches: 10 });
    await vi.waitFor(() => expect(deleteMock).toHaveBeenCalledTimes(3));
    expect(deleteMock).toHaveBeenCalledWith(deps.db, now(), 2);
    vi.advanceTimersByTime(4 * 60_000);
    expect(deleteMock).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(60_000);
    await vi.waitFor(() => expect(deleteMock).toHaveBeenCalledTimes(4));
    await job.stop();
    vi.advanceTimersByTime(60 * 60_000);
    expect(deleteMock).toHaveBeenCalledTimes(4);
  });

  it("stops after maxBatches in one run, and a failed run is logged, not thrown", async () => {
    deleteMock.mockResolvedValue(2);
    const job = startSessionPurge(deps, { intervalMinutes: 0, batchSize: 2, maxBatches: 3 });
    await vi.waitFor(() => expect(deleteMock).toHaveBeenCalledTimes(3));
    expect(await job.run()).toBe(6);
    await job.stop();
    deleteMock.mockRejectedValue(new Error("database gone"));
    const failing = startSessionPurge(deps, { intervalMinutes: 0, batchSize: 2, maxBatches: 3 });
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledWith(expect.anything(), "session purge failed"));
    await expect(failing.run()).rejects.toThrow("database gone");
    await failing.stop();
  });

  it("never keeps the process alive (unref'd timer)", async () => {
    deleteMock.mockResolvedValue(0);
    const spy = vi.spyOn(globalThis, "setInterval");
    const job = startSessionPurge(deps, { intervalMinutes: 1, batchSize: 2, maxBatches: 1 });
    const timer = spy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    await job.stop();
  });
});
