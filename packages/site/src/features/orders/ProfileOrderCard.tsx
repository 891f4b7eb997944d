import { Badge, Button } from "@optika/ui";
import { useId } from "react";
import { Link } from "react-router";
import { orderMessages as m } from "./messages.ts";
import styles from "./orders.module.css";
import type { TProfileOrderView } from "./profile-order-view.ts";

/** The items shown on a card before 'и ещё N'. */
const SHOWN_ITEMS = 3;

/** One past order in the profile: number and date, status, total, items, 'Повторить заказ'. */
export function ProfileOrderCard({
  order,
  onRepeat,
  isRepeating,
  isBusy,
}: {
  order: TProfileOrderView;
  onRepeat: () => void;
  isRepeating: boolean;
  isBusy: boolean;
}) {
  const id = useId();
  const more = order.items.length - SHOWN_ITEMS;
  return (
    <article className={styles.card} aria-labelledby={`${id}-title`} data-order-card={order.number}>
      <div className={styles.cardHead}>
        <h2 id={`${id}-title`} className={styles.cardTitle}>
          <Link to={`/order/${order.hash}`}>{m.orderFrom(order.number, order.placedOn)}</Link>
        </h2>
        <Badge
          tone={
            order.status.tone === "success" ? "success" : order.status.tone === "danger" ? "sale" : "warning"
          }
        >
          {order.status.label}
        </Badge>
      </div>
      <ul className={styles.cardItems}>
        {order.items.slice(0, SHOWN_ITEMS).map((item) => (
          <li key={item.id}>
            {item.name}
            {item.eye ? `, ${item.eye.toLowerCase()}` : ""} — {item.quantity}
          </li>
        ))}
        {more > 0 ? <li>{m.itemsMore(more)}</li> : null}
      </ul>
      <p className={styles.cardTotal}>
        {m.total}: {order.total}
      </p>
      {order.items.length > 0 ? (
        <div>
          <Button variant="secondary" size="sm" onClick={onRepeat} disabled={isBusy} aria-busy={isRepeating}>
            {isRepeating ? m.repeating : m.repeat}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
