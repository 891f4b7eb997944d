import { showToast, Toaster } from "@optika/ui/toast";
import { useEffect, useSyncExternalStore } from "react";
import { notificationsStore } from "./notification-store.ts";

/** Loaded on the first toast: mounts the toaster, then hands it the queued toasts. */
export default function ToastHost() {
  const { toasts } = useSyncExternalStore(
    notificationsStore.subscribe,
    notificationsStore.get,
    notificationsStore.get,
  );
  useEffect(() => {
    if (toasts.length === 0) return;
    for (const toast of toasts) showToast(toast.text, toast.kind);
    notificationsStore.taken(toasts.map((toast) => toast.id));
  }, [toasts]);
  return <Toaster />;
}
