import { clsx } from "clsx";
import { messages } from "./messages.ts";
import styles from "./quantity-stepper.module.css";

export interface IQuantityStepperProps {
  value: number;
  /** Most units (stock): the increase button stops there. */
  max: number;
  /** Called with the wanted quantity: value − 1 (0 when it removes the item) or value + 1. */
  onChange: (next: number) => void;
  /** The item's name, for the buttons' accessible names ('Увеличить количество: …'). */
  itemName?: string;
  /** A change is on its way to the server: shown, buttons still work (changes queue). */
  isBusy?: boolean;
  size?: "sm" | "md";
  /** Fills its container (a card's footer). */
  fullWidth?: boolean;
  className?: string;
}

/** − value + of a cart line or a product card; going below 1 asks for 0 (the caller removes the item). */
export function QuantityStepper({
  value,
  max,
  onChange,
  itemName,
  isBusy = false,
  size = "md",
  fullWidth = false,
  className,
}: IQuantityStepperProps) {
  const suffix = itemName ? `: ${itemName}` : "";
  const isAtMax = value >= max;
  return (
    <fieldset
      className={clsx(styles.root, styles[size], fullWidth && styles.fullWidth, isBusy && styles.isBusy, className)}
      aria-label={`${messages.quantity}${suffix}`}
      data-quantity-stepper=""
    >
      <button
        type="button"
        className={styles.button}
        aria-label={`${value <= 1 ? messages.remove : messages.decrease}${suffix}`}
        onClick={() => onChange(Math.max(0, value - 1))}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <output className={styles.value} aria-live="polite" data-quantity="">
        {value}
      </output>
      <button
        type="button"
        className={styles.button}
        aria-label={`${messages.increase}${suffix}`}
        disabled={isAtMax}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </fieldset>
  );
}
