import { Button } from "@optika/ui";
import { useEffect, useId, useRef, useState } from "react";
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
  // the button that was clicked gives way to the question and back: the focus follows, not to <body>
  const question = useRef<HTMLParagraphElement>(null);
  const card = useRef<HTMLElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (isConfirming === wasConfirming.current) return;
    wasConfirming.current = isConfirming;
    if (isConfirming) question.current?.focus();
    else card.current?.querySelector<HTMLButtonElement>("[data-cancel-appointment]")?.focus();
  }, [isConfirming]);
  return (
    <article ref={card} className={styles.card} aria-labelledby={`${id}-title`}>
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
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setConfirming(true)}
              data-cancel-appointment=""
            >
              {m.mine.cancel}
            </Button>
          ) : null}
        </div>
      ) : null}
      {isConfirming ? (
        <fetcher.Form method="post" className={styles.confirm} aria-label={m.mine.cancel}>
          <p ref={question} tabIndex={-1} className={styles.confirmText}>
            {m.mine.confirm(appointment.cancelWhen)}
          </p>
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
