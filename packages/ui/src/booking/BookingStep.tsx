import { clsx } from "clsx";
import type { ReactNode } from "react";
import { UiLink } from "../ui-link/UiLink.tsx";
import styles from "./booking.module.css";

export type TBookingStepState = "done" | "active" | "locked";

export interface IBookingStepProps {
  /** 1-based position in the wizard */
  index: number;
  title: string;
  state: TBookingStepState;
  /** what was chosen (shown on a done step) */
  summary?: ReactNode;
  /** where 'Изменить' leads on a done step (the step reopened, later choices cleared) */
  changeHref?: string;
  changeLabel: string;
  /** the hint of a locked step ('Сначала выберите …') */
  lockedHint?: string;
  children?: ReactNode;
}

/**
 * One step of the booking wizard: a numbered section. A done step shows its choice and a link to
 * change it; the active step shows its content; a locked step (an earlier one is not chosen yet)
 * shows only its title and why it is locked.
 */
export function BookingStep({
  index,
  title,
  state,
  summary,
  changeHref,
  changeLabel,
  lockedHint,
  children,
}: IBookingStepProps) {
  const headingId = `booking-step-${index}`;
  return (
    <section
      className={clsx(styles.step, styles[state])}
      aria-labelledby={headingId}
      aria-current={state === "active" ? "step" : undefined}
      aria-disabled={state === "locked" ? true : undefined}
      data-step-state={state}
    >
      <div className={styles.stepHead}>
        <span className={styles.stepNumber} aria-hidden="true">
          {state === "done" ? "✓" : index}
        </span>
        <div className={styles.stepTitles}>
          <h2 id={headingId} className={styles.stepTitle}>
            {title}
          </h2>
          {state === "done" && summary ? <div className={styles.stepSummary}>{summary}</div> : null}
          {state === "locked" && lockedHint ? <p className={styles.stepHint}>{lockedHint}</p> : null}
        </div>
        {state === "done" && changeHref ? (
          <UiLink href={changeHref} className={styles.change} aria-label={`${changeLabel}: ${title}`}>
            {changeLabel}
          </UiLink>
        ) : null}
      </div>
      {state === "active" && children ? <div className={styles.stepBody}>{children}</div> : null}
    </section>
  );
}
