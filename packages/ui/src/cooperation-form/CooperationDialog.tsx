import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { CloseIcon } from "../icons/icons.tsx";
import styles from "./cooperation-dialog.module.css";
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
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
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
