// A subpath of its own so a lazily loaded dialog of the site brings only this (the kit's dialogs use it too).
export { type ISheetDialogProps, SheetDialog } from "../dialog/SheetDialog.tsx";
