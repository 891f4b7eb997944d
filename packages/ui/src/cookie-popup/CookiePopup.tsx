import { useId } from "react";
import { Button } from "../button/Button.tsx";
import styles from "./cookie-popup.module.css";
import { cookiePopupMessages as m } from "./messages.ts";

export interface ICookiePopupProps {
  open: boolean;
  /** The shopper accepted: the caller stores the answer (cookie) and closes the popup. */
  onAccept: () => void;
}

/**
 * The cookie consent popup: a non-modal panel at the bottom of the screen (a named region, not a
 * dialog), so the page stays usable. It takes no focus, no keys and no outside clicks — Escape
 * still belongs to whatever dialog the shopper opened — and only 'Принять' closes it.
 */
export function CookiePopup({ open, onAccept }: ICookiePopupProps) {
  const titleId = useId();
  const textId = useId();
  if (!open) return null;
  return (
    <section className={styles.root} data-cookie-popup="" aria-labelledby={titleId} aria-describedby={textId}>
      <div>
        <h2 id={titleId} className={styles.title}>
          {m.title}
        </h2>
        <p id={textId} className={styles.description}>
          {m.text}
        </p>
      </div>
      <Button className={styles.accept} onClick={onAccept}>
        {m.accept}
      </Button>
    </section>
  );
}
