import { clsx } from "clsx";
import { UiLink } from "../ui-link/UiLink.tsx";
import { VisuallyHidden } from "../visually-hidden/VisuallyHidden.tsx";
import styles from "./booking.module.css";

export interface ICalendarDay {
  /** YYYY-MM-DD */
  date: string;
  /** day of month as shown */
  label: string;
  /** full date for screen readers ('вторник, 24 ноября') */
  longLabel: string;
  /** 0 = Monday … 6 = Sunday */
  weekday: number;
  /** set when the day has free times */
  href?: string;
  isSelected?: boolean;
}

export interface ICalendarMonth {
  /** 'Ноябрь 2026' */
  title: string;
  days: ICalendarDay[];
}

export interface IDayCalendarProps {
  months: ICalendarMonth[];
  /** short weekday names from Monday */
  weekdays: readonly string[];
  /** accessible suffix of a day without free times ('нет свободного времени') */
  unavailableLabel: string;
}

/** Month grids of days; days with free times are links, the others are shown greyed out. */
export function DayCalendar({ months, weekdays, unavailableLabel }: IDayCalendarProps) {
  return (
    <div className={styles.months}>
      {months.map((month) => {
        const lead = month.days[0]?.weekday ?? 0;
        return (
          <div key={month.title}>
            <p className={styles.monthTitle}>{month.title}</p>
            <ul className={styles.dayGrid} aria-label={month.title}>
              {weekdays.map((name) => (
                <li key={name} className={styles.weekday} aria-hidden="true">
                  {name}
                </li>
              ))}
              {Array.from({ length: lead }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before the first day
                <li key={`blank-${i}`} aria-hidden="true" />
              ))}
              {month.days.map((day) => (
                <li key={day.date}>
                  {day.href ? (
                    <UiLink
                      href={day.href}
                      className={clsx(styles.day, styles.dayFree, day.isSelected && styles.selected)}
                      aria-label={day.longLabel}
                      aria-current={day.isSelected ? "date" : undefined}
                    >
                      {day.label}
                    </UiLink>
                  ) : (
                    <span className={clsx(styles.day, styles.dayBusy)}>
                      <span aria-hidden="true">{day.label}</span>
                      <VisuallyHidden>{`${day.longLabel}, ${unavailableLabel}`}</VisuallyHidden>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
