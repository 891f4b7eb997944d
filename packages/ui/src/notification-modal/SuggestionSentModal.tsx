import { Button } from "../button/Button.tsx";
import { CheckIcon } from "../icons/icons.tsx";
import { notificationMessages as m } from "./messages.ts";
import { NotificationDialog } from "./NotificationDialog.tsx";
import styles from "./notification-dialog.module.css";

/** 'okay': the request was accepted; 'cool': a warmer thank-you (spec §2 Modals). */
export type TSuggestionSentType = "okay" | "cool";

export interface ISuggestionSentModalProps {
  open: boolean;
  onClose: () => void;
  type: TSuggestionSentType;
  /** Default: the thanks text. */
  title?: string;
  message?: string;
}

function StarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

/** The suggestion-sent notification: title, message, an okay or cool picture, a close button. */
export function SuggestionSentModal({
  open,
  onClose,
  type,
  title = m.thanks,
  message,
}: ISuggestionSentModalProps) {
  return (
    <NotificationDialog
      open={open}
      onClose={onClose}
      tone="success"
      icon={type === "cool" ? <StarIcon /> : <CheckIcon />}
      title={title}
      footer={<Button onClick={onClose}>{m.close}</Button>}
    >
      {message ? (
        <p className={styles.message} data-suggestion-type={type}>
          {message}
        </p>
      ) : null}
    </NotificationDialog>
  );
}
