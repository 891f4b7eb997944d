import { clsx } from "clsx";
import type { CSSProperties } from "react";
import { messages } from "./messages.ts";
import styles from "./rating-stars.module.css";

export interface IRatingStarsProps {
  /** 0…5, fractions shown as a partly filled star (4.5 → four and a half) */
  value: number;
  /** star size in CSS px (default 16) */
  size?: number;
  className?: string;
}

/**
 * A rating as five stars, filled to the value; read out as 'Оценка 4,5 из 5' (the stars
 * themselves are decoration). Server-rendered, no script. Two elements, whatever the value: the
 * stars are a CSS mask over the row and its filled part (ten SVGs per rating made the reviews on
 * home 60 elements to lay out and hydrate, issue 7).
 */
export function RatingStars({ value, size = 16, className }: IRatingStarsProps) {
  const clamped = Math.max(0, Math.min(5, value));
  const label = messages.label(clamped);
  return (
    <span
      className={clsx(styles.root, className)}
      role="img"
      aria-label={label}
      title={label}
      style={{ "--star-size": `${size}px` } as CSSProperties}
    >
      <span className={styles.filled} style={{ width: `${(clamped / 5) * 100}%` }} aria-hidden="true" />
    </span>
  );
}
