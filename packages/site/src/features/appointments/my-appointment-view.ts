import type { TAppointment } from "@optika/api-contract";
import { dayMonthLabel, longDateLabel } from "./calendar-months.ts";

/** One of the shopper's appointments as /profile/zapis shows it. */
export function myAppointmentView(a: TAppointment) {
  return {
    id: a.id,
    service: a.service.name,
    when: `${longDateLabel(a.date)}, ${a.time}`,
    /** the cancel question's '4 декабря в 09:00' ('на пятница, …' is not Russian) */
    cancelWhen: `${dayMonthLabel(a.date)} в ${a.time}`,
    clinic: `${a.store.name}, ${a.store.address}`,
    specialist: `${a.specialist.name}, ${a.specialist.position}`,
    isCancelled: a.status === "cancelled",
    canCancel: a.can_cancel,
    calendarHref: `/api/appointments/${a.id}/calendar.ics`,
  };
}

export type TMyAppointment = ReturnType<typeof myAppointmentView>;
