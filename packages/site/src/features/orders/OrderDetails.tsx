import { SummaryList, SummaryRow } from "@optika/ui";
import { orderMessages as m } from "./messages.ts";
import type { TOrderView } from "./order-view.ts";
import styles from "./orders.module.css";

/** Items (per eye), delivery or pickup, recipient and the server's totals of one order. */
export function OrderDetails({ order }: { order: TOrderView }) {
  return (
    <div className={styles.details}>
      <section className={styles.panel} aria-labelledby="order-items">
        <h2 id="order-items" className={styles.heading}>
          {m.items}
        </h2>
        <ul className={styles.items}>
          {order.items.map((item) => (
            <li key={item.id} className={styles.item} data-order-item="">
              <div className={styles.itemInfo}>
                <p className={styles.itemName}>{item.name}</p>
                {item.eye ? <p className={styles.eye}>{item.eye}</p> : null}
                <p className={styles.muted}>
                  {item.quantity} × {item.price}
                </p>
                {item.certificateCodes.map((code) => (
                  <p key={code} className={styles.code}>
                    {m.certificate(code)}
                  </p>
                ))}
              </div>
              <p className={styles.itemTotal}>{item.lineTotal}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.panel} aria-labelledby="order-delivery">
        <h2 id="order-delivery" className={styles.heading}>
          {m.delivery}: {order.delivery.title}
        </h2>
        {order.delivery.lines.map((line) => (
          <p key={line} className={styles.line}>
            {line}
          </p>
        ))}
        {order.delivery.term ? (
          <p className={styles.muted}>
            {m.term}: {order.delivery.term}
          </p>
        ) : null}
        <h2 className={styles.heading}>{m.contacts}</h2>
        <p className={styles.line}>{order.customer.name}</p>
        <p className={styles.line}>{order.customer.phone}</p>
        {order.customer.email ? <p className={styles.line}>{order.customer.email}</p> : null}
      </section>
      <section className={styles.panel} aria-labelledby="order-totals">
        <h2 id="order-totals" className={styles.heading}>
          {m.totals}
        </h2>
        <SummaryList className={styles.totals}>
          {order.totals.map((row) => (
            <SummaryRow key={row.label} term={row.label}>
              {row.value}
            </SummaryRow>
          ))}
          <SummaryRow term={m.total} isTotal valueProps={{ "data-order-total": "" }}>
            {order.total}
          </SummaryRow>
        </SummaryList>
        {order.bonusesAccrued > 0 ? (
          <p className={styles.muted} data-order-bonuses="">
            {order.isPaid ? m.bonusesAccruedPaid : m.bonusesAccrued}: {order.bonusesAccrued}
          </p>
        ) : null}
      </section>
    </div>
  );
}
