import { lazy, Suspense } from "react";
import { useAuthDialogStore } from "./auth-dialog-store.ts";

// Radix, the forms and the mask library arrive in a chunk of their own on the first open.
const AuthDialogs = lazy(() => import("./AuthDialogs.tsx"));

/** Rendered once by the shell: nothing until a sign-in dialog is first opened. */
export function AuthDialogHost() {
  const hasOpened = useAuthDialogStore((state) => state.hasOpened);
  return hasOpened ? (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  ) : null;
}
