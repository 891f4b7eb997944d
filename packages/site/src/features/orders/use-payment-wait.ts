import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/** How often and how many times the thank-you page asks again whether the payment has arrived. */
export const PAYMENT_WAIT = { everyMs: 2_000, times: 15 } as const;

/**
 * While an online order returned from the provider is not yet marked paid (the provider's
 * notification may arrive a moment after the shopper), reloads the page's data every 2 s, at most
 * 15 times; stops once `isWaiting` turns false.
 */
export function usePaymentWait(isWaiting: boolean): void {
  const revalidator = useRevalidator();
  const asked = useRef(0);
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    if (!isWaiting) return;
    const timer = setInterval(() => {
      if (asked.current >= PAYMENT_WAIT.times) {
        clearInterval(timer);
        return;
      }
      asked.current += 1;
      void revalidate.current();
    }, PAYMENT_WAIT.everyMs);
    return () => clearInterval(timer);
  }, [isWaiting]);
}
