import { clsx } from "clsx";
import { type ComponentType, useEffect, useRef, useState } from "react";
import type { IIconProps } from "../icons/Icon.tsx";
import { BotIcon, MailIcon, OkIcon, TelegramIcon, VkIcon, WhatsappIcon } from "../icons/icons.tsx";
import { messages } from "./messages.ts";
import styles from "./social-links.module.css";

export type TSocialKind = "telegram" | "vk" | "ok" | "whatsapp" | "bot" | "email";

export interface ISocialLink {
  kind: TSocialKind;
  /** URL; for "email" a mailto: link or the bare address (a click copies the address). */
  href: string;
  /** Accessible name: 'Telegram-канал', 'ВКонтакте'… */
  label: string;
}

/** How the shell tells the shopper something briefly (a toast): the copy result here. */
export type TNotify = (text: string, kind: "success" | "error") => void;

export interface ISocialLinksProps {
  links: ISocialLink[];
  /**
   * Shows the copy result ('Ссылка скопирована' / 'Ошибка копирования') as a toast; without it the
   * message appears in a status line under the icons for `messageTimeout` ms.
   */
  notify?: TNotify;
  className?: string;
  /** How long the copy message stays (ms, default 3000). */
  messageTimeout?: number;
}

const ICONS: Record<TSocialKind, ComponentType<IIconProps>> = {
  telegram: TelegramIcon,
  vk: VkIcon,
  ok: OkIcon,
  whatsapp: WhatsappIcon,
  bot: BotIcon,
  email: MailIcon,
};

function emailAddress(href: string): string {
  return href.replace(/^mailto:/i, "").split("?")[0] ?? "";
}

/** Round social icons. The e-mail one copies the address and says 'Ссылка скопирована' / 'Ошибка копирования'. */
export function SocialLinks({ links, notify, className, messageTimeout = 3000 }: ISocialLinksProps) {
  const [status, setStatus] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (address: string) => {
    let ok = false;
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(address);
      ok = true;
    } catch {
      ok = false;
    }
    const text = ok ? messages.copied : messages.copyFailed;
    if (notify) {
      notify(text, ok ? "success" : "error");
      return;
    }
    setStatus(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(""), messageTimeout);
  };

  return (
    <div className={className}>
      <ul className={styles.list}>
        {links.map((link) => {
          const Icon = ICONS[link.kind];
          return (
            <li key={`${link.kind}-${link.href}`} className={styles.item}>
              {link.kind === "email" ? (
                <button
                  type="button"
                  className={styles.link}
                  aria-label={link.label}
                  title={messages.copyHint(emailAddress(link.href))}
                  onClick={() => void copy(emailAddress(link.href))}
                >
                  <Icon size={20} />
                </button>
              ) : (
                <a
                  href={link.href}
                  className={styles.link}
                  aria-label={link.label}
                  title={link.label}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Icon size={20} />
                </a>
              )}
            </li>
          );
        })}
      </ul>
      {notify ? null : (
        <span className={clsx(styles.status)} role="status">
          {status}
        </span>
      )}
    </div>
  );
}
