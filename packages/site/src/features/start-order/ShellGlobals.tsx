import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { CookieConsent } from "../consent/CookieConsent.tsx";
import { acceptCookies, acceptedBeforeHydration, needsCookieConsent } from "../consent/cookie-consent.ts";
import { inOwnTask } from "../layout/own-task.ts";
import { useLayoutData } from "../layout/use-layout.ts";
import type { TMetricsConfig } from "../metrics/metrics-counter.ts";
import { NotificationsHost } from "../notifications/NotificationsHost.tsx";
import { BirthdaySplashHost } from "../splash/BirthdaySplashHost.tsx";
import { useBirthdaySplash } from "../splash/use-birthday-splash.ts";
import { installStaleChunkReload } from "../stale-chunk/stale-chunk-reload.ts";
import { documentCookies } from "./browser-cookies.ts";
import { runStartOrder } from "./run-start-order.ts";

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The counter's code is fetched only for a shopper who accepted cookies on a site that has one. */
function startMetricsCounterLater(config: TMetricsConfig): void {
  void import("../metrics/metrics-counter.ts").then((m) => m.startMetricsCounter(config)).catch(() => {});
}

/**
 * The shell's global, per-shopper behaviour, mounted once in SiteShell and started after
 * hydration (of these only the cookie popup renders on the server): the layout start order,
 * stale-chunk reload, toasts and notification modal, cookie popup, birthday splash.
 */
export function ShellGlobals() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const layout = useLayoutData();
  const baseHost = layout?.city.baseHost;
  // the shopper's cookies, shared by the base host and the city subdomains (called after hydration)
  const jar = useCallback(() => documentCookies(document, baseHost), [baseHost]);
  // the popup is server-rendered for every shopper and shown by the head's script to those who
  // need it (decision 0058); after hydration it stays only for them
  const [needsConsent, setNeedsConsent] = useState(true);
  const splash = useBirthdaySplash(layout?.vars, jar);

  useEffect(
    () =>
      installStaleChunkReload({
        target: window,
        storage: sessionStorageOrNull(),
        reload: () => window.location.reload(),
      }),
    [],
  );

  const storeConsent = () => {
    acceptCookies(jar());
    setNeedsConsent(false);
  };
  const accept = () => {
    storeConsent();
    if (layout?.metrics) startMetricsCounterLater(layout.metrics);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, as the head's script did
  useEffect(() => {
    // a tap on 'Принять' before the modules ran, which the head's script recorded; stored here,
    // before the start order, which then finds the cookie (and starts the metrics counter)
    if (acceptedBeforeHydration(document.documentElement)) storeConsent();
    else if (!needsCookieConsent(jar())) setNeedsConsent(false);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the start order runs once per page life, for the first URL
  useEffect(() => {
    let isMounted = true;
    const cancel = inOwnTask(() => {
      // the metrics counter only for a shopper who accepted cookies (before the start order's goals)
      if (layout?.metrics && !needsCookieConsent(jar())) startMetricsCounterLater(layout.metrics);
      void runStartOrder({ fetch: window.fetch.bind(window), jar: jar(), pathname, navigate }).then(
        ({ showCookiePopup }) => {
          if (isMounted) setNeedsConsent(showCookiePopup);
        },
      );
    });
    return () => {
      isMounted = false;
      cancel();
    };
  }, []);

  return (
    <>
      <NotificationsHost />
      <CookieConsent isOpen={needsConsent} onAccept={accept} />
      <BirthdaySplashHost isOpen={splash.isOpen} onClose={splash.close} />
    </>
  );
}
