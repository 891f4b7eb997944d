import * as Dialog from "@radix-ui/react-dialog";
import { Button } from "../button/Button.tsx";
import styles from "./cookie-popup.module.css";
import { cookiePopupMessages as m } from "./messages.ts";

export interface ICookiePopupProps {
  open: boolean;
  /** The shopper accepted: the caller stores the answer (cookie) and closes the popup. */
  onAccept: () => void;
}

/**
 * The cookie consent popup: a non-modal Radix dialog at the bottom of the screen, so the page stays
 * usable; it does not steal focus on open and closes only by 'Принять'.
 */
export function CookiePopup({ open, onAccept }: ICookiePopupProps) {
  return (
    <Dialog.Root open={open} modal={false}>
      <Dialog.Portal>
        <Dialog.Content
          className={styles.root}
          data-cookie-popup=""
          onOpenAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => event.preventDefault()}
        >
          <div className={styles.text}>
            <Dialog.Title className={styles.title}>{m.title}</Dialog.Title>
            <Dialog.Description className={styles.description}>{m.text}</Dialog.Description>
          </div>
          <Button className={styles.accept} onClick={onAccept}>
            {m.accept}
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
