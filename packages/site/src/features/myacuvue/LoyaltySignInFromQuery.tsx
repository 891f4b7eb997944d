import { useEffect } from "react";
import { useLocation } from "react-router";
import { openLoyaltySignIn } from "../auth/auth-dialog-store.ts";

/** `?myacuvue=signin` on any page (e.g. the /acuvue landing's link) opens the MyACUVUE sign-in. */
export const LOYALTY_SIGN_IN_QUERY = /[?&]myacuvue=signin(&|$)/;

/**
 * Opens the MyACUVUE sign-in when the page's URL asks for it and the programme is on. Renders
 * nothing; kept this small on purpose (it is in every page's shell).
 */
export function LoyaltySignInFromQuery({ isEnabled }: { isEnabled: boolean }) {
  const { search } = useLocation();
  useEffect(() => {
    if (isEnabled && LOYALTY_SIGN_IN_QUERY.test(search)) openLoyaltySignIn();
  }, [isEnabled, search]);
  return null;
}
