import { clsx } from "clsx";
import { messages } from "./messages.ts";
import styles from "./rating-stars.module.css";

export interface IRatingStarsProps {
  /** 0…5, fractions shown as a partly filled star (4.5 → four and a half) */
  value: number;
  /** star size in CSS px (default 16) */
  size?: number;
  className?: string;
}

const STAR = "M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z";

/**
 * A rating as five stars, filled to the value; read out as 'Оценка 4,5 из 5' (the stars
 * themselves are decoration). Server-rendered, no script.
 */
export function RatingStars({ value, size = 16, className }: IRatingStarsProps) {
  const clamped = Math.max(0, Math.min(5, value));
  const percent = `${(clamped / 5) * 100}%`;
  const label = messages.label(clamped);
  return (
    <span className={clsx(styles.root, className)} role="img" aria-label={label} title={label}>
      <span className={styles.row} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <svg
            key={i}
            width={size}
            height={size}
            viewBox="0 0 20 20"
            className={styles.empty}
            aria-hidden="true"
          >
            <path d={STAR} />
          </svg>
        ))}
      </span>
      <span className={clsx(styles.row, styles.filled)} style={{ width: percent }} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <svg
            key={i}
            width={size}
            height={size}
            viewBox="0 0 20 20"
            className={styles.full}
            aria-hidden="true"
          >
            <path d={STAR} />
          </svg>
        ))}
      </span>
    </span>
  );
}
