import type { ReactNode } from "react";
import { SheetDialog } from "../dialog/SheetDialog.tsx";
import { quickBuyUiMessages as m } from "./messages.ts";

export interface IPurchaseDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  children: ReactNode;
}

/** The quick-buy and out-of-stock request popups' frame: Radix dialog, a sheet on phones. */
export function PurchaseDialog({ isOpen, onOpenChange, title, children }: IPurchaseDialogProps) {
  return (
    <SheetDialog isOpen={isOpen} onOpenChange={onOpenChange} title={title} closeLabel={m.close} width={720}>
      {children}
    </SheetDialog>
  );
}
