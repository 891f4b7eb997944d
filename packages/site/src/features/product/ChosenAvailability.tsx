import { pluralRu } from "@optika/domain/language";
import { formatNumber } from "@optika/domain/money";
import { productMessages as m } from "./messages.ts";
import styles from "./product.module.css";
import type { TChosenAvailability } from "./use-parameter-choice.ts";

/** Stock of the chosen set of parameters in the city's stores, as the API answered it. */
export function ChosenAvailability({
  availability,
  cityName,
  onReset,
}: {
  availability: TChosenAvailability;
  cityName: string;
  onReset: () => void;
}) {
  const modification = availability.state === "ready" ? availability.answer.modification : null;
  const inCity =
    availability.state === "ready" && availability.answer.cityFilter === "applied" && modification !== null;
  const stores = inCity ? (modification?.stores ?? []).filter((store) => store.quantity > 0) : [];
  return (
    <div className={styles.chosen} role="status" data-chosen-availability={availability.state}>
      {availability.state === "loading" ? <p className={styles.hint}>{m.checking}</p> : null}
      {availability.state === "error" ? <p className={styles.stockNo}>{m.checkFailed}</p> : null}
      {availability.state === "ready" && stores.length > 0 ? (
        <>
          <p className={styles.stockYes}>
            {m.chosenInStock(cityName)} — {stores.length} {pluralRu(stores.length, m.storesCount)}
          </p>
          <ul className={styles.chosenStores}>
            {stores.map((store) => (
              <li key={store.store_id}>
                {store.name}, {store.address} — {m.storeQuantity(formatNumber(store.quantity))}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {availability.state === "ready" && stores.length === 0 ? (
        <p className={styles.stockNo}>{m.chosenNotInCity(cityName)}</p>
      ) : null}
      <button type="button" className={styles.resetChoice} onClick={onReset}>
        {m.resetChoice}
      </button>
    </div>
  );
}
