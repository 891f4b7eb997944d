import type { TAppointment } from "@optika/api-contract";
import { createEvent } from "ics";

/** The appointment as an iCalendar file (UTC times; the clinic's address as the location). */
export function appointmentCalendar(appointment: TAppointment, publicOrigin: string | undefined): string {
  const { value, error } = createEvent({
    uid: `${appointment.id}@optika`,
    start: Date.parse(appointment.starts_at),
    startInputType: "utc",
    startOutputType: "utc",
    end: Date.parse(appointment.ends_at),
    endInputType: "utc",
    endOutputType: "utc",
    title: `${appointment.service.name} — ${appointment.store.name}`,
    description: `Специалист: ${appointment.specialist.name}, ${appointment.specialist.position}. Телефон клиники: ${appointment.store.phones[0] ?? ""}`,
    location: `${appointment.store.city_name}, ${appointment.store.address}`,
    geo: { lat: appointment.store.lat, lon: appointment.store.lon },
    status: appointment.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
    productId: "optika/appointments",
    ...(publicOrigin ? { url: `${publicOrigin}/zapis/success?id=${appointment.id}` } : {}),
  });
  if (error || !value) throw error ?? new Error("calendar file not built");
  return value;
}
