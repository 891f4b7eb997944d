export { showToast, TOAST_DURATION_MS, Toaster, type TToastKind } from "./Toaster.tsx";
