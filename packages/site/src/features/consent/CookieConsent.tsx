import { CookiePopup } from "@optika/ui/cookie-popup";
import styles from "./cookie-consent.module.css";

/**
 * The cookie popup (decision 0058). Until the browser has decided, every page renders it, the
 * server and the hydrating client alike, shown only where the head's script marked the document
 * for a shopper without `cookies_accepted` (`COOKIE_POPUP_PENDING_SCRIPT`): it is drawn with the
 * first paint, styled by the page's inlined CSS, instead of appearing after the start order.
 * Closed (`isOpen` false) it is gone from the page.
 */
export function CookieConsent({ isOpen, onAccept }: { isOpen: boolean; onAccept: () => void }) {
  if (!isOpen) return null;
  return (
    <div className={styles.slot}>
      <CookiePopup open onAccept={onAccept} />
    </div>
  );
}
