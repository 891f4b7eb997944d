import type { TCart } from "@optika/api-contract";
import { bonusCountText } from "@optika/domain/commerce";
import { formatPrice } from "@optika/domain/money";
import { SummaryList, SummaryRow } from "@optika/ui";
import type { ReactNode } from "react";
import { lineEyeLabel, lineParameters } from "../cart/cart-line-view.ts";
import styles from "./checkout.module.css";
import type { TCheckoutTotals } from "./checkout-totals.ts";
import { checkoutMessages as m } from "./messages.ts";

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
      <SummaryList>
        <SummaryRow term={m.goods} data-summary="goods">
          {formatPrice(totals.goods)}
        </SummaryRow>
        <SummaryRow term={m.deliveryCost} data-summary="delivery">
          {totals.delivery === null ? "—" : totals.delivery === 0 ? m.free : formatPrice(totals.delivery)}
        </SummaryRow>
        {totals.promo > 0 ? (
          <SummaryRow term={m.promoDiscount} data-summary="promo">
            −{formatPrice(totals.promo)}
          </SummaryRow>
        ) : null}
        {totals.voucher > 0 ? (
          <SummaryRow term={m.voucherDiscount} data-summary="voucher">
            −{formatPrice(totals.voucher)}
          </SummaryRow>
        ) : null}
        {totals.bonuses > 0 ? (
          <SummaryRow term={m.bonusesSpent} data-summary="bonuses">
            −{formatPrice(totals.bonuses)}
          </SummaryRow>
        ) : null}
        {totals.certificate > 0 ? (
          <SummaryRow term={m.certificateDiscount} data-summary="certificate">
            −{formatPrice(totals.certificate)}
          </SummaryRow>
        ) : null}
        {bonusesAccrued > 0 ? (
          <SummaryRow term={m.bonusesAccrued} data-summary="accrued">
            {bonusCountText(bonusesAccrued)}
          </SummaryRow>
        ) : null}
        <SummaryRow term={m.total} isTotal data-summary="total">
          {formatPrice(totals.total)}
        </SummaryRow>
      </SummaryList>
      {children}
    </aside>
  );
}
