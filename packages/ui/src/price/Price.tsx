import { formatPrice } from "@optika/domain/money";
import { clsx } from "clsx";
import { VisuallyHidden } from "../visually-hidden/VisuallyHidden.tsx";
import { messages } from "./messages.ts";
import styles from "./price.module.css";

export interface IPriceProps {
  /** Current price in kopecks. */
  price: number;
  /** Price before the discount in kopecks; struck through when above `price`. */
  oldPrice?: number | null;
  size?: "sm" | "md" | "lg";
  className?: string;
}

export function Price({ price, oldPrice, size = "md", className }: IPriceProps) {
  const hasOld = oldPrice != null && oldPrice > price;
  return (
    <span className={clsx(styles.root, styles[size], hasOld && styles.isSale, className)}>
      <span className={styles.current}>
        {hasOld ? <VisuallyHidden>{messages.current} </VisuallyHidden> : null}
        {formatPrice(price)}
      </span>
      {hasOld ? (
        <s className={styles.old}>
          <VisuallyHidden>{messages.old} </VisuallyHidden>
          {formatPrice(oldPrice)}
        </s>
      ) : null}
    </span>
  );
}
