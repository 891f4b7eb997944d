import styles from "./city-modal.module.css";
import { cityModalMessages as m } from "./messages.ts";

export interface ICityListItem {
  id: number;
  label: string;
}

/** A list of city buttons; the current city is marked for assistive technology and by style. */
export function CityList({
  items,
  currentCityId,
  onChoose,
  label,
}: {
  items: readonly ICityListItem[];
  currentCityId?: number | undefined;
  onChoose(id: number): void;
  label: string;
}) {
  return (
    <ul className={styles.cityList} aria-label={label}>
      {items.map((item) => {
        const isCurrent = item.id === currentCityId;
        return (
          <li key={item.id}>
            <button
              type="button"
              className={styles.cityButton}
              data-city-id={item.id}
              aria-current={isCurrent ? "true" : undefined}
              onClick={() => onChoose(item.id)}
            >
              {item.label}
              {isCurrent ? <span className={styles.srOnly}> — {m.current}</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
