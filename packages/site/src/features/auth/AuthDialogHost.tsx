import { lazy, Suspense } from "react";
import { refreshShopper } from "../shopper/use-shopper.ts";
import { authDialogStore, useAuthDialogState } from "./auth-dialog-store.ts";

// Radix, the forms and the mask library arrive in a chunk of their own on the first open.
const AuthDialogs = lazy(() => import("./AuthDialogs.tsx"));

const reloadShopper = () => void refreshShopper();

/** Rendered once by the shell: nothing until a sign-in dialog is first opened. */
export function AuthDialogHost() {
  const state = useAuthDialogState();
  return state.hasOpened ? (
    <Suspense fallback={null}>
      <AuthDialogs
        state={state}
        open={authDialogStore.open}
        close={authDialogStore.close}
        onSignedIn={reloadShopper}
      />
    </Suspense>
  ) : null;
}
