import { lazy, Suspense, useSyncExternalStore } from "react";
import { notificationsStore } from "./notification-store.ts";

const ToastHost = lazy(() => import("./ToastHost.tsx"));
const ModalHost = lazy(() => import("./ModalHost.tsx"));

const SERVER_STATE = { toasts: [], hasToaster: false, modal: null };

/** In the shell: loads the toaster on the first toast and the modal on the first notification. */
export function NotificationsHost() {
  const { hasToaster, modal } = useSyncExternalStore(
    notificationsStore.subscribe,
    notificationsStore.get,
    () => SERVER_STATE,
  );
  return (
    <Suspense fallback={null}>
      {hasToaster ? <ToastHost /> : null}
      {modal ? <ModalHost request={modal} onClose={notificationsStore.closeModal} /> : null}
    </Suspense>
  );
}
