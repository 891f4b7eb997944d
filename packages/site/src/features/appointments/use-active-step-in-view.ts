import { type RefObject, useEffect, useRef } from "react";

/**
 * Brings the wizard's active step into view when a choice opens it. Each choice is a navigation
 * that leaves the page at its top, while the steps grow down it: on a 390×844 phone the date's
 * calendar, the times and the contact form opened below the fold, one heading peeking at the
 * bottom, and the shopper scrolled after every tap. The step is left alone when its top is already
 * in the upper part of the screen; on the first render only when it is out of sight altogether
 * (a time link from a specialist's page opens the contact form at the end of the wizard).
 */
export function useActiveStepInView(list: RefObject<HTMLElement | null>, activeStep: string): void {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const isFirst = shown.current === null;
    if (shown.current === activeStep) return;
    shown.current = activeStep;
    const step = list.current?.querySelector<HTMLElement>('[aria-current="step"]')?.closest("li");
    if (!step) return;
    const { top } = step.getBoundingClientRect();
    const margin = Number.parseFloat(getComputedStyle(step).scrollMarginTop) || 0;
    const isInView = isFirst
      ? top < window.innerHeight - 96
      : top >= margin && top <= window.innerHeight * 0.4;
    if (!isInView) step.scrollIntoView({ block: "start" });
  }, [list, activeStep]);
}
