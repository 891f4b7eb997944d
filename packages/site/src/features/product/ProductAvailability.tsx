import { pluralRu } from "@optika/domain/language";
import { formatNumber } from "@optika/domain/money";
import { CheckIcon } from "@optika/ui";
import { productMessages as m } from "./messages.ts";
import styles from "./product.module.css";
import type { TProductPageStore } from "./product-page.ts";

/**
 * Stock in the current city's stores (server-rendered; the stock of a chosen set of parameters is
 * asked in the browser, see ChosenAvailability). `compact`: one line for the summary column,
 * linking to the full list below.
 */
export function ProductAvailability({
  stores,
  cityName,
  compact = false,
}: {
  /** the city's stores holding the product */
  stores: readonly TProductPageStore[];
  cityName: string;
  compact?: boolean;
}) {
  const inCity = stores.length > 0;
  if (compact) {
    return (
      <p className={inCity ? styles.stockYes : styles.stockNo}>
        {inCity ? <CheckIcon size={18} /> : null}
        {inCity ? (
          <a href="#availability" className={styles.stockLink}>
            {m.inStockIn(cityName)} — {stores.length} {pluralRu(stores.length, m.storesCount)}
          </a>
        ) : (
          m.notInCity(cityName)
        )}
      </p>
    );
  }
  return (
    <section id="availability" className={styles.section} aria-labelledby="product-availability">
      <h2 id="product-availability" className={styles.sectionTitle}>
        {m.availability}
      </h2>
      {inCity ? (
        <ul className={styles.stores}>
          {stores.map((store) => (
            <li key={store.id} className={styles.store}>
              <span className={styles.storeName}>{store.name}</span>
              <span className={styles.storeAddress}>{store.address}</span>
              <span className={styles.storeQty}>{m.storeQuantity(formatNumber(store.quantity))}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>{m.notInCity(cityName)}</p>
      )}
    </section>
  );
}
