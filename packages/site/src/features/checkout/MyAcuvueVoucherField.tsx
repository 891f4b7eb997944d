import type { TCheckoutVoucher } from "@optika/api-contract";
import { russianDateOfIso } from "@optika/domain/dates";
import { formatPrice } from "@optika/domain/money";
import { useId } from "react";
import styles from "./checkout.module.css";
import { checkoutMessages as m } from "./messages.ts";

/**
 * The member's MyACUVUE vouchers usable on this cart (the server's list, its discount on the ACUVUE
 * items), one at most, posted as `myacuvue_voucher_id`; 'Не применять купон' keeps it for later.
 */
export function MyAcuvueVoucherField({
  vouchers,
  chosenId,
  onChoose,
}: {
  vouchers: readonly TCheckoutVoucher[];
  chosenId: string | null;
  onChoose: (id: string | null) => void;
}) {
  const id = useId();
  if (vouchers.length === 0) return null;
  return (
    <fieldset className={styles.choices} data-myacuvue-vouchers="" aria-describedby={`${id}-hint`}>
      <legend className={styles.label}>{m.voucherTitle}</legend>
      {vouchers.map((voucher) => (
        <label key={voucher.id} className={styles.choice}>
          <input
            type="radio"
            name="myacuvue_voucher_id"
            value={voucher.id}
            checked={chosenId === voucher.id}
            onChange={() => onChoose(voucher.id)}
          />
          <span>
            {m.voucherOption(
              formatPrice(voucher.amount * 100),
              formatPrice(voucher.discount),
              russianDateOfIso(voucher.valid_to),
            )}
          </span>
        </label>
      ))}
      <label className={styles.choice}>
        <input
          type="radio"
          name="myacuvue_voucher_id"
          value=""
          checked={chosenId === null}
          onChange={() => onChoose(null)}
        />
        <span>{m.voucherNone}</span>
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {m.voucherHint}
      </p>
    </fieldset>
  );
}
