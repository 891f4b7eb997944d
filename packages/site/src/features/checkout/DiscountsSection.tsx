import type { TBonusesInfo } from "@optika/api-contract";
import { bonusCountText } from "@optika/domain/commerce";
import { formatPrice } from "@optika/domain/money";
import { Button } from "@optika/ui";
import type { UseMutationResult } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import styles from "./checkout.module.css";
import { failureMessage } from "./checkout-queries.ts";
import { keepCode, keptCode, type TCodeKind } from "./kept-codes.ts";
import { checkoutMessages as m } from "./messages.ts";

type TCodeCheck = UseMutationResult<{ code: string; message: string }, Error, string>;

/**
 * A code field with 'Применить': the server's answer under it (announced), Enter applies instead of
 * submitting. An applied code is kept for the tab and applied again, checked anew, after a reload
 * (kept-codes.ts); a refused one is forgotten, and so is one the shopper edits.
 */
function CodeField({
  kind,
  name,
  label,
  check,
  applied,
}: {
  kind: TCodeKind;
  name: string;
  label: string;
  check: TCodeCheck;
  /** the applied code's result line ('Промокод применён: −500 ₽') */
  applied: (code: string) => string | null;
}) {
  const id = useId();
  const [code, setCode] = useState("");
  const apply = (text: string) => {
    if (text === "") return;
    check.mutate(text, {
      onSuccess: (answer) => keepCode(kind, answer.code),
      onError: () => keepCode(kind, null),
    });
  };
  const isRestored = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration (the server has no sessionStorage)
  useEffect(() => {
    if (isRestored.current) return;
    isRestored.current = true;
    const kept = keptCode(kind);
    if (kept === null) return;
    setCode(kept);
    apply(kept);
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      apply(code.trim());
    }
  };
  const result = check.isSuccess ? applied(check.data.code) : null;
  const error = check.isError ? failureMessage(check.error, m.genericError) : null;
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-code`} className={styles.label}>
        {label}
      </label>
      <div className={styles.codeRow}>
        <input
          id={`${id}-code`}
          name={name}
          className={styles.input}
          maxLength={64}
          autoComplete="off"
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-result`}
          onChange={(e) => {
            setCode(e.target.value);
            if (!check.isIdle) {
              check.reset();
              keepCode(kind, null);
            }
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          type="button"
          variant="secondary"
          onClick={() => apply(code.trim())}
          disabled={check.isPending || code.trim() === ""}
        >
          {check.isPending ? m.applying : m.apply}
        </Button>
      </div>
      <div id={`${id}-result`} aria-live="polite">
        {result ? <p className={styles.success}>{result}</p> : null}
        {error ? <p className={styles.error}>{error}</p> : null}
      </div>
    </div>
  );
}

/**
 * Promo code, gift certificate and bonuses. The codes are checked by the server (its discount, the
 * certificate's share, or why not); the bonuses field allows at most what the server says the cart
 * may spend. The codes and points are posted with the order, which the server prices again.
 */
export function DiscountsSection({
  promo,
  certificate,
  promoDiscount,
  certificateApplicable,
  bonuses,
  bonusesToSpend,
  onBonuses,
}: {
  promo: TCodeCheck;
  certificate: TCodeCheck;
  promoDiscount: number;
  certificateApplicable: number;
  bonuses: TBonusesInfo | undefined;
  bonusesToSpend: number;
  onBonuses: (n: number) => void;
}) {
  const id = useId();
  const max = bonuses?.maxSpendable ?? 0;
  return (
    <div className={styles.discounts}>
      <CodeField
        kind="promo"
        name="promo_code"
        label={m.promo}
        check={promo}
        applied={(code) => `${m.promoApplied(code)}: −${formatPrice(promoDiscount)}`}
      />
      <CodeField
        kind="certificate"
        name="certificate_code"
        label={m.certificate}
        check={certificate}
        applied={(code) => `${m.certificateApplied(code)}: −${formatPrice(certificateApplicable)}`}
      />
      {bonuses && bonuses.balance > 0 ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-bonuses`} className={styles.label}>
            {m.bonuses}
          </label>
          <input
            id={`${id}-bonuses`}
            name="bonuses"
            type="number"
            inputMode="numeric"
            min={0}
            max={max}
            step={1}
            className={`${styles.input} ${styles.short}`}
            value={bonusesToSpend}
            disabled={max === 0}
            aria-describedby={`${id}-bonuses-hint`}
            onChange={(e) => onBonuses(Math.min(max, Math.max(0, Math.trunc(Number(e.target.value) || 0))))}
          />
          <p id={`${id}-bonuses-hint`} className={styles.hint}>
            {max > 0 ? m.bonusesAvailable(bonusCountText(max)) : m.bonusesNone}
          </p>
        </div>
      ) : null}
    </div>
  );
}
