import { clsx } from "clsx";
import styles from "./city-button.module.css";
import { cityButtonMessages as m } from "./messages.ts";

export interface ICityButtonProps {
  /** The page's city. */
  cityName: string;
  /** Opens the city modal. */
  onClick(): void;
  className?: string;
}

/** The page's city with a map pin, as a button that opens the city modal (desktop header). */
export function CityButton({ cityName, onClick, className }: ICityButtonProps) {
  return (
    <button
      type="button"
      className={clsx(styles.root, className)}
      onClick={onClick}
      aria-label={m.label(cityName)}
      data-city-button=""
    >
      <svg className={styles.pin} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 22s7-6.1 7-12a7 7 0 1 0-14 0c0 5.9 7 12 7 12Zm0-9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z"
          fill="currentColor"
        />
      </svg>
      <span className={styles.name}>{cityName}</span>
    </button>
  );
}
