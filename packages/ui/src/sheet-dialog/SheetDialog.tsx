import * as Dialog from "@radix-ui/react-dialog";
import type { CSSProperties, ReactNode } from "react";
import { CloseIcon } from "../icons/icons.tsx";
import styles from "./sheet-dialog.module.css";

export interface ISheetDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** the close button's accessible name ('Закрыть') */
  closeLabel: string;
  /** widest the panel gets from 640 px (a bottom sheet below) */
  width?: number;
  children: ReactNode;
}

/**
 * A titled dialog of the kit's sheet (a bottom sheet on a phone, a centred panel from 640 px):
 * Radix dialog (focus trap, Escape, aria-modal), a close button; the body is the caller's
 * (a document's text, a list to choose from).
 */
export function SheetDialog({
  isOpen,
  onOpenChange,
  title,
  closeLabel,
  width = 600,
  children,
}: ISheetDialogProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          style={{ "--dialog-width": `${width}px` } as CSSProperties}
          aria-describedby={undefined}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
