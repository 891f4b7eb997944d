import { lazy, Suspense } from "react";

const CookiePopup = lazy(() => import("@optika/ui/cookie-popup").then((m) => ({ default: m.CookiePopup })));

/** The cookie popup, loaded only for a shopper who has not accepted yet. */
export function CookieConsent({ isOpen, onAccept }: { isOpen: boolean; onAccept: () => void }) {
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CookiePopup open onAccept={onAccept} />
    </Suspense>
  );
}
