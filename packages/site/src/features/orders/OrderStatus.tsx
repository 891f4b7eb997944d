import { Badge, type TBadgeTone } from "@optika/ui";
import { useId } from "react";
import { orderMessages as m } from "./messages.ts";
import type { TOrderView } from "./order-view.ts";
import styles from "./orders.module.css";

const TONES: Record<TOrderView["status"]["tone"], TBadgeTone> = {
  neutral: "warning",
  success: "success",
  danger: "sale",
};

/** The order's status as a badge, and (when `withHistory`) every change with its time. */
export function OrderStatus({ order, withHistory = false }: { order: TOrderView; withHistory?: boolean }) {
  const historyId = useId();
  return (
    <section className={styles.panel} aria-label={m.status}>
      <p className={styles.statusLine}>
        <span className={styles.muted}>{m.status}:</span>{" "}
        <Badge tone={TONES[order.status.tone]} data-order-status={order.status.code}>
          {order.status.label}
        </Badge>
      </p>
      <p className={styles.muted}>
        {m.payment}: {order.paymentLabel}
      </p>
      {withHistory && order.history.length > 0 ? (
        <>
          <h2 id={historyId} className={styles.heading}>
            {m.history}
          </h2>
          <ol className={styles.history} aria-labelledby={historyId}>
            {order.history.map((entry) => (
              <li key={entry.key}>
                <span className={styles.historyLabel}>{entry.label}</span>
                <span className={styles.muted}>{entry.at}</span>
                {entry.comment ? <span className={styles.muted}>{entry.comment}</span> : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
