export { type ISheetDialogProps, SheetDialog } from "./SheetDialog.tsx";
