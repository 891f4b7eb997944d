import { clsx } from "clsx";
import { UiLink } from "../ui-link/UiLink.tsx";
import styles from "./booking.module.css";

export interface ITimeSlot {
  key: string;
  /** '09:30' */
  label: string;
  href: string;
  isSelected?: boolean;
}

export interface ITimeSlotsProps {
  label: string;
  slots: ITimeSlot[];
  emptyText: string;
}

/** Free start times of one day as a grid of links. */
export function TimeSlots({ label, slots, emptyText }: ITimeSlotsProps) {
  if (slots.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={styles.times} aria-label={label}>
      {slots.map((slot) => (
        <li key={slot.key}>
          <UiLink
            href={slot.href}
            className={clsx(styles.time, slot.isSelected && styles.selected)}
            aria-current={slot.isSelected ? "true" : undefined}
          >
            {slot.label}
          </UiLink>
        </li>
      ))}
    </ul>
  );
}
