import { lazy, Suspense } from "react";

const BirthdaySplash = lazy(() =>
  import("@optika/ui/birthday-splash").then((m) => ({ default: m.BirthdaySplash })),
);

/** The splash's code is loaded only when it is switched on and due. */
export function BirthdaySplashHost({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <BirthdaySplash open onClose={onClose} />
    </Suspense>
  );
}
