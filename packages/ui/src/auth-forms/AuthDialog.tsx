import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { CloseIcon } from "../icons/icons.tsx";
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
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <div className={styles.head}>
            <div>
              {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            </div>
            <Dialog.Close className={styles.close} aria-label={m.close}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
