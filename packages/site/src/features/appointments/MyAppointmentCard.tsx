import { Button } from "@optika/ui";
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { appointmentMessages as m } from "./messages.ts";
import type { TMyAppointment } from "./my-appointment-view.ts";
import styles from "./my-appointments.module.css";

/** One appointment; 'Отменить запись' asks to confirm, then posts the cancel to the page's action. */
export function MyAppointmentCard({ appointment, isPast }: { appointment: TMyAppointment; isPast: boolean }) {
  const id = useId();
  const fetcher = useFetcher<{ error?: string }>();
  const [isConfirming, setConfirming] = useState(false);
  const isCancelling = fetcher.state !== "idle";
  return (
    <article className={styles.card} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        {appointment.service}
      </h3>
      <p className={styles.when}>{appointment.when}</p>
      <p className={styles.line}>{appointment.clinic}</p>
      <p className={styles.line}>{appointment.specialist}</p>
      {appointment.isCancelled ? <p className={styles.status}>{m.mine.statusCancelled}</p> : null}
      {isPast && !appointment.isCancelled ? <p className={styles.status}>{m.mine.statusDone}</p> : null}
      {fetcher.data?.error ? (
        <p className={styles.error} role="alert">
          {fetcher.data.error}
        </p>
      ) : null}
      {!isPast ? (
        <div className={styles.actions}>
          <a href={appointment.calendarHref} download="zapis.ics" className={styles.link}>
            {m.mine.addToCalendar}
          </a>
          {appointment.canCancel && !isConfirming ? (
            <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
              {m.mine.cancel}
            </Button>
          ) : null}
        </div>
      ) : null}
      {isConfirming ? (
        <fetcher.Form method="post" className={styles.confirm} aria-label={m.mine.cancel}>
          <p className={styles.confirmText}>{m.mine.confirm(appointment.when)}</p>
          <input type="hidden" name="id" value={appointment.id} />
          <div className={styles.actions}>
            <Button type="submit" size="sm" disabled={isCancelling}>
              {isCancelling ? m.mine.cancelling : m.mine.yes}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)} disabled={isCancelling}>
              {m.mine.no}
            </Button>
          </div>
        </fetcher.Form>
      ) : null}
    </article>
  );
}
