import { geoMessages } from "@optika/domain/geo";
import { clsx } from "clsx";
import { useId } from "react";
import { Button } from "../button/Button.tsx";
import styles from "./city-suggestion.module.css";

export interface ICitySuggestionProps {
  /** The guessed city's name. */
  cityName: string;
  /** 'Да': the guess is right. */
  onAccept(): void;
  /** 'Изменить': open the city modal. */
  onChange(): void;
  className?: string;
}

/**
 * 'Ваш город …?' with 'Да' / 'Изменить' (spec §2): a small non-modal panel under the header. It
 * takes no focus and blocks nothing; the page stays usable while it is shown.
 */
export function CitySuggestion({ cityName, onAccept, onChange, className }: ICitySuggestionProps) {
  const textId = useId();
  return (
    <section className={clsx(styles.root, className)} aria-labelledby={textId} data-city-suggestion="">
      <p id={textId} className={styles.text}>
        {geoMessages.yourCity(cityName)}
      </p>
      <div className={styles.actions}>
        <Button size="sm" onClick={onAccept}>
          {geoMessages.yes}
        </Button>
        <Button size="sm" variant="secondary" onClick={onChange}>
          {geoMessages.change}
        </Button>
      </div>
    </section>
  );
}
