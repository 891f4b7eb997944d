import * as Dialog from "@radix-ui/react-dialog";
import { clsx } from "clsx";
import type { ReactElement, ReactNode } from "react";
import { CloseIcon } from "../icons/icons.tsx";
import { notificationMessages as m } from "./messages.ts";
import styles from "./notification-dialog.module.css";

export interface INotificationDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Icon tone and stripe: error is red, success green, the rest the brand colour. */
  tone: "error" | "success" | "info";
  icon?: ReactNode;
  /** The message: becomes the dialog's description. */
  children: ReactElement | null;
  footer: ReactNode;
}

/** The frame of every notification: a Radix modal dialog (focus trap, Escape, aria, scroll lock). */
export function NotificationDialog({
  open,
  onClose,
  title,
  tone,
  icon,
  children,
  footer,
}: INotificationDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={clsx(styles.content, styles[tone])}
          data-notification={tone}
          {...(children ? {} : { "aria-describedby": undefined })}
        >
          <Dialog.Close className={styles.closeIcon} aria-label={m.closeIcon}>
            <CloseIcon />
          </Dialog.Close>
          {icon ? (
            <div className={styles.icon} aria-hidden="true">
              {icon}
            </div>
          ) : null}
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {children ? <Dialog.Description asChild>{children}</Dialog.Description> : null}
          <div className={styles.footer}>{footer}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
