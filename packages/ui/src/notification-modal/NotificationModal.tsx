import { Button } from "../button/Button.tsx";
import { CheckIcon, CloseIcon } from "../icons/icons.tsx";
import { notificationMessages as m } from "./messages.ts";
import { NotificationDialog } from "./NotificationDialog.tsx";
import styles from "./notification-dialog.module.css";
import { sanitizeHtml } from "./sanitize-html.ts";

export type TNotificationType = "error" | "other";

export interface INotificationModalProps {
  open: boolean;
  onClose: () => void;
  /** 'error' shows the error look; anything else is a plain notification (spec §2 Modals). */
  type: TNotificationType;
  /** The message as HTML; sanitised before it is rendered. */
  message: string;
  /** Title above the message (default by type). */
  title?: string;
  /** With a link the button goes there; without one it closes the modal. */
  buttonLink?: string;
  /** Default 'Закрыть'. */
  buttonText?: string;
}

/** The custom notification modal: error or other type, sanitised HTML message, one button. */
export function NotificationModal({
  open,
  onClose,
  type,
  message,
  title,
  buttonLink,
  buttonText = m.close,
}: INotificationModalProps) {
  const isError = type === "error";
  return (
    <NotificationDialog
      open={open}
      onClose={onClose}
      tone={isError ? "error" : "info"}
      icon={isError ? <CloseIcon /> : <CheckIcon />}
      title={title ?? (isError ? m.errorTitle : m.otherTitle)}
      footer={
        buttonLink ? (
          <Button href={buttonLink} onClick={onClose}>
            {buttonText}
          </Button>
        ) : (
          <Button onClick={onClose}>{buttonText}</Button>
        )
      }
    >
      <div
        className={styles.message}
        data-notification-message=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify first
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(message) }}
      />
    </NotificationDialog>
  );
}
