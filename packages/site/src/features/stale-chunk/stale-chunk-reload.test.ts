import { describe, expect, it, vi } from "vitest";
import { installStaleChunkReload, STALE_CHUNK_RELOAD_KEY } from "./stale-chunk-reload.ts";

function setup() {
  const target = new EventTarget() as unknown as Window;
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  };
  const reload = vi.fn();
  let now = 1_000_000;
  const uninstall = installStaleChunkReload({ target, storage, reload, now: () => now });
  const preloadError = () => {
    const event = new Event("vite:preloadError", { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return {
    target,
    store,
    reload,
    preloadError,
    uninstall,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe("stale chunk reload", () => {
  it("reloads once on a failed chunk, not again within a minute, again after", () => {
    const { reload, preloadError, advance, store } = setup();
    expect(preloadError()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.get(STALE_CHUNK_RELOAD_KEY)).toBe("1000000");
    advance(59_999);
    expect(preloadError()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    advance(1);
    preloadError();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("a failed dynamic import also reloads; other rejections do not", () => {
    const { target, reload } = setup();
    const rejection = (reason: unknown) => {
      const event = new Event("unhandledrejection", { cancelable: true });
      Object.assign(event, { reason });
      target.dispatchEvent(event);
    };
    rejection(new Error("boom"));
    expect(reload).not.toHaveBeenCalled();
    rejection(new TypeError("Failed to fetch dynamically imported module: /assets/x-abc.js"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("uninstalls", () => {
    const { reload, preloadError, uninstall } = setup();
    uninstall();
    preloadError();
    expect(reload).not.toHaveBeenCalled();
  });
});
