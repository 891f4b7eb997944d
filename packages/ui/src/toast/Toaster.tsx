import { TIMINGS_MS } from "@optika/domain/constants";
import { Toaster as SonnerToaster, toast } from "sonner";
import { toastMessages as m } from "./messages.ts";

export type TToastKind = "success" | "error" | "info";

/** How long a toast stays (spec §9: 3000 ms, top right). */
export const TOAST_DURATION_MS = TIMINGS_MS.toast;

/** The toast region (sonner): top right, 3000 ms. Mount once; `showToast` fills it. */
export function Toaster() {
  return <SonnerToaster position="top-right" duration={TOAST_DURATION_MS} containerAriaLabel={m.region} />;
}

/**
 * One toast of a kind; shown by the mounted `Toaster`. The same text of the same kind while it is
 * shown is that one toast, shown anew (two lenses added for two eyes say 'Товар добавлен в корзину'
 * once).
 */
export function showToast(text: string, kind: TToastKind = "info"): void {
  const options = { id: `${kind}:${text}` };
  if (kind === "success") toast.success(text, options);
  else if (kind === "error") toast.error(text, options);
  else toast(text, options);
}
