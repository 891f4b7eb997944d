import { TIMINGS_MS } from "@optika/domain/constants";

/** sessionStorage key: when this tab last reloaded for a stale chunk. */
export const STALE_CHUNK_RELOAD_KEY = "staleChunkReloadAt";

const DYNAMIC_IMPORT_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export interface IStaleChunkEnv {
  target: Pick<Window, "addEventListener" | "removeEventListener">;
  storage: Pick<Storage, "getItem" | "setItem"> | null;
  reload: () => void;
  now?: () => number;
}

/**
 * After a deploy, an open tab asks for chunks that no longer exist (spec §8 'Stale chunk load'):
 * reload once to get the new build, at most once per minute (a loop guard when the chunk is
 * really missing). Listens to Vite's `vite:preloadError` and to unhandled failed dynamic imports.
 * Returns the uninstaller.
 */
export function installStaleChunkReload({
  target,
  storage,
  reload,
  now = Date.now,
}: IStaleChunkEnv): () => void {
  const tryReload = (): boolean => {
    const last = Number(storage?.getItem(STALE_CHUNK_RELOAD_KEY) ?? 0);
    const at = now();
    if (Number.isFinite(last) && at - last < TIMINGS_MS.staleChunkReloadMinInterval) return false;
    try {
      storage?.setItem(STALE_CHUNK_RELOAD_KEY, String(at));
    } catch {
      // storage full or blocked: still reload once
    }
    reload();
    return true;
  };
  const onPreloadError = (event: Event) => {
    if (tryReload()) event.preventDefault();
  };
  const onRejection = (event: Event) => {
    const reason = (event as PromiseRejectionEvent).reason;
    const message = reason instanceof Error ? reason.message : String(reason ?? "");
    if (DYNAMIC_IMPORT_FAILURE.test(message) && tryReload()) event.preventDefault();
  };
  target.addEventListener("vite:preloadError", onPreloadError);
  target.addEventListener("unhandledrejection", onRejection);
  return () => {
    target.removeEventListener("vite:preloadError", onPreloadError);
    target.removeEventListener("unhandledrejection", onRejection);
  };
}
