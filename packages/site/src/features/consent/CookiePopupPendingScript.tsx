import { useCspNonce } from "../seo/csp-nonce.ts";
import { COOKIE_POPUP_PENDING_SCRIPT } from "./cookie-consent.ts";

/** The head's script that shows the server-rendered cookie popup to a shopper who needs it. */
export function CookiePopupPendingScript() {
  const nonce = useCspNonce();
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, no shopper input
      dangerouslySetInnerHTML={{ __html: COOKIE_POPUP_PENDING_SCRIPT }}
    />
  );
}
