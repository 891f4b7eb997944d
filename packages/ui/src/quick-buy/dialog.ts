export { type IPurchaseDialogProps, PurchaseDialog } from "./PurchaseDialog.tsx";
