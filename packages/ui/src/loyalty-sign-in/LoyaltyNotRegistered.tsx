import { clsx } from "clsx";
import { Button } from "../button/Button.tsx";
import buttonStyles from "../button/button.module.css";
import styles from "./loyalty-sign-in.module.css";
import { loyaltySignInMessages as m } from "./messages.ts";

export interface ILoyaltyAppLink {
  label: string;
  href: string;
}

export interface ILoyaltyNotRegisteredProps {
  /** the clinics of the shopper's city ('Где подобрать линзы'); absent when the city has none */
  clinicsHref?: string | undefined;
  /** the programme's app in the stores, offered when the city has no clinics */
  appLinks: readonly ILoyaltyAppLink[];
  /** back to the phone with another number; absent when the number is the signed-in shopper's own
   * (locked: another number could not be typed) */
  onTryOtherPhone?: (() => void) | undefined;
  /** closes the dialog when the shopper follows the clinics link */
  onNavigate?: () => void;
}

/**
 * The loyalty sign-in's not-registered view (spec §2 Modals): the number has no MyACUVUE profile.
 * Where the city has clinics, 'Где подобрать линзы' leads to them; otherwise, the app-store links.
 */
export function LoyaltyNotRegistered({
  clinicsHref,
  appLinks,
  onTryOtherPhone,
  onNavigate,
}: ILoyaltyNotRegisteredProps) {
  return (
    <div className={styles.notRegistered} data-loyalty-not-registered="">
      <p className={styles.notRegisteredTitle} role="alert">
        {m.notRegisteredTitle}
      </p>
      <p className={styles.text}>{clinicsHref ? m.notRegisteredText : m.notRegisteredAppsText}</p>
      {clinicsHref ? (
        <Button href={clinicsHref} size="lg" fullWidth onClick={onNavigate}>
          {m.whereToPick}
        </Button>
      ) : (
        <ul className={styles.apps}>
          {appLinks.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className={clsx(
                  buttonStyles.root,
                  buttonStyles.secondary,
                  buttonStyles.md,
                  buttonStyles.fullWidth,
                )}
                target="_blank"
                rel="noopener noreferrer"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      {onTryOtherPhone ? (
        <Button variant="ghost" fullWidth onClick={onTryOtherPhone}>
          {m.tryOtherPhone}
        </Button>
      ) : null}
    </div>
  );
}
