import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { openLoyaltySignIn } from "../auth/auth-dialog-store.ts";

/** `?myacuvue=signin` on any page (e.g. the /acuvue landing's link) opens the MyACUVUE sign-in. */
export const LOYALTY_SIGN_IN_QUERY = { name: "myacuvue", value: "signin" } as const;

/**
 * Opens the MyACUVUE sign-in when the page's URL asks for it (and the programme is on), then drops
 * the query so that going back or reloading does not open it again. Renders nothing.
 */
export function LoyaltySignInFromQuery({ isEnabled }: { isEnabled: boolean }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!isEnabled || params.get(LOYALTY_SIGN_IN_QUERY.name) !== LOYALTY_SIGN_IN_QUERY.value) return;
    params.delete(LOYALTY_SIGN_IN_QUERY.name);
    const rest = params.toString();
    void navigate(
      { pathname, search: rest ? `?${rest}` : "", hash },
      { replace: true, preventScrollReset: true },
    );
    openLoyaltySignIn();
  }, [isEnabled, pathname, search, hash, navigate]);
  return null;
}
