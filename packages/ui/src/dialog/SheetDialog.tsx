import * as Dialog from "@radix-ui/react-dialog";
import type { CSSProperties, ReactNode } from "react";
import { CloseIcon } from "../icons/icons.tsx";
import styles from "./dialog-parts.module.css";
import { useOpenerFocus } from "./use-opener-focus.ts";

export interface ISheetDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** a small line above the title (its class is the dialog's own) */
  kicker?: ReactNode;
  /** the close button's name ('Закрыть') */
  closeLabel: string;
  /** the panel's width from 640 px, in px (--dialog-width; 600 unless given) */
  width?: number;
  children: ReactNode;
}

/**
 * A form dialog's frame: Radix dialog (focus trap, Escape, aria), a bottom sheet on a phone and a
 * centred panel from 640 px, the title and a close button (the sign-in, purchase and cooperation
 * dialogs).
 */
export function SheetDialog({
  isOpen,
  onOpenChange,
  title,
  kicker,
  closeLabel,
  width = 600,
  children,
}: ISheetDialogProps) {
  const returnFocus = useOpenerFocus(isOpen);
  const heading = <Dialog.Title className={styles.sheetTitle}>{title}</Dialog.Title>;
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.sheetOverlay} />
        <Dialog.Content
          className={styles.sheet}
          style={{ "--dialog-width": `${width}px` } as CSSProperties}
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
        >
          <div className={styles.sheetHead}>
            {kicker ? (
              <div>
                {kicker}
                {heading}
              </div>
            ) : (
              heading
            )}
            <Dialog.Close className={styles.sheetClose} aria-label={closeLabel}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
