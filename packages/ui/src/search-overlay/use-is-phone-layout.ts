import { useEffect, useState } from "react";

/** The header's mobile breakpoint (spec §2 Layout: 991 px): below it the overlay's sections collapse. */
export const SEARCH_OVERLAY_PHONE_QUERY = "(max-width: 991px)";

/** true below the mobile breakpoint (false on the server and where matchMedia is missing). */
export function useIsPhoneLayout(): boolean {
  const [isPhone, setPhone] = useState(
    () =>
      typeof window !== "undefined" &&
      typeof window.matchMedia === "function" &&
      window.matchMedia(SEARCH_OVERLAY_PHONE_QUERY).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(SEARCH_OVERLAY_PHONE_QUERY);
    const onChange = () => setPhone(query.matches);
    onChange();
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return isPhone;
}
