import { useId } from "react";
import { PhoneIcon } from "../icons/icons.tsx";
import styles from "./header-phone.module.css";
import { messages } from "./messages.ts";
import type { ISitePhone } from "./types.ts";

/** The contact-centre phone link with its 'Звонок бесплатный' tooltip (desktop). */
export function HeaderPhone({ phone }: { phone: ISitePhone }) {
  const tooltipId = useId();
  return (
    <span className={styles.root}>
      <a href={phone.href} className={styles.phone} aria-describedby={tooltipId}>
        <PhoneIcon size={20} />
        <span>{phone.label}</span>
      </a>
      <span role="tooltip" id={tooltipId} className={styles.tooltip}>
        {messages.freeCall}
      </span>
    </span>
  );
}
