import type { ReactNode } from "react";
import { SheetDialog } from "../dialog/SheetDialog.tsx";
import { cooperationFormMessages as m } from "./messages.ts";

export interface ICooperationDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** the heading (hidden visually on the thank-you view, which has its own) */
  title?: string;
  children: ReactNode;
}

/** The cooperation enquiry's modal frame: Radix dialog (focus trap, Escape, aria), a close button. */
export function CooperationDialog({
  isOpen,
  onOpenChange,
  title = m.title,
  children,
}: ICooperationDialogProps) {
  return (
    <SheetDialog isOpen={isOpen} onOpenChange={onOpenChange} title={title} closeLabel={m.close} width={600}>
      {children}
    </SheetDialog>
  );
}
