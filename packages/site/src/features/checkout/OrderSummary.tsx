import type { TCart } from "@optika/api-contract";
import { bonusCountText } from "@optika/domain/commerce";
import { formatPrice } from "@optika/domain/money";
import type { ReactNode } from "react";
import { lineEyeLabel, lineParameters } from "../cart/cart-line-view.ts";
import styles from "./checkout.module.css";
import type { TCheckoutTotals } from "./checkout-totals.ts";
import { checkoutMessages as m } from "./messages.ts";

function Row({ term, children, data }: { term: string; children: ReactNode; data: string }) {
  return (
    <div className={styles.summaryRow} data-summary={data}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The order to check: each line with its eye and parameters, then the server's figures and the total. */
export function OrderSummary({
  cart,
  totals,
  bonusesAccrued,
  children,
}: {
  cart: TCart;
  totals: TCheckoutTotals;
  bonusesAccrued: number;
  /** the agreement and the submit button */
  children: ReactNode;
}) {
  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary" className={styles.summaryTitle}>
        {m.summary}
      </h2>
      <ul className={styles.lines}>
        {cart.items.map((item) => {
          const eye = lineEyeLabel(item);
          const parameters = lineParameters(item);
          return (
            <li key={item.id} className={styles.line} data-summary-line="">
              <p className={styles.lineName}>{item.product.name}</p>
              {eye ? <p className={styles.lineEye}>{eye}</p> : null}
              {parameters.length > 0 ? (
                <p className={styles.lineParams}>
                  {parameters.map((p) => `${p.label}: ${p.value}`).join(" · ")}
                </p>
              ) : null}
              <p className={styles.lineTotal}>
                <span>{m.quantity(item.quantity)}</span>
                <span>{formatPrice(item.line_total)}</span>
              </p>
            </li>
          );
        })}
      </ul>
      <dl className={styles.summaryRows}>
        <Row term={m.goods} data="goods">
          {formatPrice(totals.goods)}
        </Row>
        <Row term={m.deliveryCost} data="delivery">
          {totals.delivery === null ? "—" : totals.delivery === 0 ? m.free : formatPrice(totals.delivery)}
        </Row>
        {totals.promo > 0 ? (
          <Row term={m.promoDiscount} data="promo">
            −{formatPrice(totals.promo)}
          </Row>
        ) : null}
        {totals.voucher > 0 ? (
          <Row term={m.voucherDiscount} data="voucher">
            −{formatPrice(totals.voucher)}
          </Row>
        ) : null}
        {totals.bonuses > 0 ? (
          <Row term={m.bonusesSpent} data="bonuses">
            −{formatPrice(totals.bonuses)}
          </Row>
        ) : null}
        {totals.certificate > 0 ? (
          <Row term={m.certificateDiscount} data="certificate">
            −{formatPrice(totals.certificate)}
          </Row>
        ) : null}
        {bonusesAccrued > 0 ? (
          <Row term={m.bonusesAccrued} data="accrued">
            {bonusCountText(bonusesAccrued)}
          </Row>
        ) : null}
        <div className={`${styles.summaryRow} ${styles.totalRow}`} data-summary="total">
          <dt>{m.total}</dt>
          <dd>{formatPrice(totals.total)}</dd>
        </div>
      </dl>
      {children}
    </aside>
  );
}
