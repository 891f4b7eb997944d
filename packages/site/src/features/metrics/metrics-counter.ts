import { registerMetricsCounter } from "../marketing/metrics.ts";

/** The metrics counter of this site (layout data; from METRICS_COUNTER_ID / METRICS_SCRIPT_URL). */
export type TMetricsConfig = { counterId: number; scriptUrl: string };

type TYmStub = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };
type TCounterWindow = {
  ym?: TYmStub;
  __ymCounterId?: number;
  dataLayer?: unknown[];
  document: Document;
  addEventListener: Window["addEventListener"];
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
};

/**
 * Starts the metrics counter (Yandex Metrika's tag) for a shopper who accepted cookies: at once the
 * `ym` queue (goals and the user id sent from now on wait in it) and the counter's registration;
 * the script itself only after the page has loaded and the browser is idle, async, so it never
 * delays the page. Commerce events reach it from `window.dataLayer`. Idempotent.
 */
export function startMetricsCounter(
  config: TMetricsConfig,
  win: TCounterWindow = window as unknown as TCounterWindow,
) {
  if (win.ym) return;
  const ym: TYmStub = (...args: unknown[]) => {
    ym.a ??= [];
    ym.a.push(args);
  };
  ym.l = Date.now();
  win.ym = ym;
  win.__ymCounterId = config.counterId;
  win.dataLayer ??= [];
  ym(config.counterId, "init", {
    clickmap: true,
    trackLinks: true,
    accurateTrackBounce: true,
    ecommerce: "dataLayer",
  });
  registerMetricsCounter({
    setUserId: (id) => win.ym?.(config.counterId, "setUserID", String(id)),
    reachGoal: (goal) => win.ym?.(config.counterId, "reachGoal", goal),
  });
  const insert = () => {
    const script = win.document.createElement("script");
    script.async = true;
    script.src = config.scriptUrl;
    script.dataset.metricsCounter = String(config.counterId);
    win.document.head.append(script);
  };
  const whenIdle = () =>
    win.requestIdleCallback
      ? win.requestIdleCallback(insert, { timeout: 3000 })
      : win.setTimeout(insert, 1000);
  if (win.document.readyState === "complete") whenIdle();
  else win.addEventListener("load", whenIdle, { once: true });
}
