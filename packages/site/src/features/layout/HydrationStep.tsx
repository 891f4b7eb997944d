import { memo, type ReactNode, Suspense } from "react";

/**
 * A part of a page that React hydrates on its own, after the shell, in short tasks that leave the
 * browser free in between (issue 7: total blocking time). It is a Suspense boundary whose content
 * never suspends: the server renders it in place (the fallback never shows), and on the phone the
 * hydration of a long page is no longer one task of several hundred milliseconds. Wrap what is
 * below the fold: its event handlers attach a few frames later; a click before that is replayed.
 *
 * Memoised: a parent's re-render that passes the same children leaves a step that still waits to
 * hydrate alone. New props would make React hydrate it at once, at the update's priority (one long
 * synchronous task when the update comes from an external store).
 */
export const HydrationStep = memo(function HydrationStep({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
});
