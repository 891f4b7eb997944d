import type { ReactNode } from "react";
import { SheetDialog } from "../dialog/SheetDialog.tsx";
import styles from "./auth-dialog.module.css";
import { authFormMessages as m } from "./messages.ts";

export interface IAuthDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** a small line above the title ('Личный кабинет' over 'Авторизация') */
  kicker?: string;
  children: ReactNode;
}

/** The frame of every sign-in dialog: Radix dialog (focus trap, Escape, aria), title, close button. */
export function AuthDialog({ isOpen, onOpenChange, title, kicker, children }: IAuthDialogProps) {
  return (
    <SheetDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      kicker={kicker ? <p className={styles.kicker}>{kicker}</p> : undefined}
      closeLabel={m.close}
      width={440}
    >
      {children}
    </SheetDialog>
  );
}
