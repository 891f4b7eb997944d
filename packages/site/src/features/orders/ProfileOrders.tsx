import { orderMessages as m } from "./messages.ts";
import styles from "./orders.module.css";
import { ProfileOrderCard } from "./ProfileOrderCard.tsx";
import type { TProfileOrderView } from "./profile-order-view.ts";
import { useRepeatOrder } from "./use-repeat-order.ts";

/** The shopper's orders, newest first, each with 'Повторить заказ'. */
export function ProfileOrders({ orders }: { orders: TProfileOrderView[] }) {
  const { repeat, repeatingId } = useRepeatOrder();
  if (orders.length === 0) return <p className={styles.lead}>{m.noOrders}</p>;
  return (
    <ul className={styles.list}>
      {orders.map((order) => (
        <li key={order.id}>
          <ProfileOrderCard
            order={order}
            isRepeating={repeatingId === order.id}
            isBusy={repeatingId !== null}
            onRepeat={() => void repeat(order.id, order.repeat)}
          />
        </li>
      ))}
    </ul>
  );
}
