import { addIsoDays, BOOKING_HORIZON_DAYS, MAX_SLOT_RANGE_DAYS } from "@optika/domain/appointments";
import type { TApiClient } from "../../server/api.server.ts";
import { expectOk } from "../../server/api-response.ts";
import { ANY_SPECIALIST, type TBookingChoice } from "./booking-params.ts";
import type { TBookingView, TClinicOption } from "./booking-view.ts";

/** The clinic's local calendar day at `now` ("2026-11-23"). */
export function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

export type TBookingLoad = {
  /** the choice with every unknown or no longer valid step dropped */
  choice: TBookingChoice;
  view: TBookingView;
  /** ids of the chosen service and clinic (the form posts them) */
  serviceId: number | null;
  /** the chosen time is no longer free (taken meanwhile): the time step reopens with a message */
  isTimeGone: boolean;
};

/**
 * What the wizard needs for the choice in the URL, each step asked only once the ones before are
 * chosen: services; the current city's clinics offering the service; its specialists there; the
 * days with free times over the booking horizon (two ranges of at most 31 days, asked together);
 * the free times of the chosen day (always fresh: the page is personal, never shared).
 */
export async function loadBooking(api: TApiClient, asked: TBookingChoice, now: Date): Promise<TBookingLoad> {
  const choice: TBookingChoice = { ...asked };
  const { categories } = expectOk(await api.clinics.listServices({ query: {} }));
  const all = categories.flatMap((category) => category.services);
  const services = all.map((s) => ({
    id: s.id,
    slug: s.slug,
    name: s.name,
    categoryName: s.category.name,
    price: s.price,
    durationMinutes: s.duration_minutes,
  }));
  const view: TBookingView = { services, clinics: null, specialists: null, calendar: null, times: null };
  const service = all.find((s) => s.slug === choice.service);
  const drop = (from: keyof TBookingChoice) => {
    const order: Array<keyof TBookingChoice> = ["service", "clinic", "specialist", "date", "time"];
    for (const key of order.slice(order.indexOf(from))) choice[key] = null;
  };
  if (!service) {
    drop("service");
    return { choice, view, serviceId: null, isTimeGone: false };
  }

  const { clinics } = expectOk(await api.clinics.listClinics({ query: { service: service.id } }));
  view.clinics = clinics.map(
    (c): TClinicOption => ({
      id: c.id,
      name: c.name,
      address: c.address,
      hours: c.hours,
      lat: c.lat,
      lon: c.lon,
    }),
  );
  const clinic = clinics.find((c) => c.id === choice.clinic);
  if (!clinic) {
    drop("clinic");
    return { choice, view, serviceId: service.id, isTimeGone: false };
  }

  const { specialists } = expectOk(
    await api.clinics.listSpecialists({ query: { store: clinic.id, service: service.id } }),
  );
  view.specialists = specialists.map((s) => ({ id: s.id, name: s.name, position: s.position }));
  if (choice.specialist !== ANY_SPECIALIST && !specialists.some((s) => s.id === choice.specialist)) {
    drop("specialist");
    return { choice, view, serviceId: service.id, isTimeGone: false };
  }

  const slotQuery = {
    service: service.id,
    store: clinic.id,
    ...(typeof choice.specialist === "number" ? { specialist: choice.specialist } : {}),
  };
  const today = todayIn(clinic.time_zone, now);
  const lastDay = addIsoDays(today, BOOKING_HORIZON_DAYS - 1);
  if (choice.date === null || choice.date < today || choice.date > lastDay) {
    drop("date");
    const ranges: Array<[string, string]> = [];
    for (let from = today; from <= lastDay; from = addIsoDays(from, MAX_SLOT_RANGE_DAYS)) {
      const to = addIsoDays(from, MAX_SLOT_RANGE_DAYS - 1);
      ranges.push([from, [to, lastDay].sort()[0] ?? lastDay]);
    }
    const answers = await Promise.all(
      ranges.map(([from, to]) => api.appointments.slots({ query: { ...slotQuery, from, to } })),
    );
    const freeDates = answers
      .flatMap((answer) => expectOk(answer).days)
      .filter((day) => day.slots.length > 0)
      .map((day) => day.date);
    view.calendar = { from: today, count: BOOKING_HORIZON_DAYS, freeDates };
    return { choice, view, serviceId: service.id, isTimeGone: false };
  }

  const { days } = expectOk(
    await api.appointments.slots({ query: { ...slotQuery, from: choice.date, to: choice.date } }),
  );
  view.times = (days[0]?.slots ?? []).map((slot) => ({ start: slot.starts_at, label: slot.time }));
  const isTimeGone = choice.time !== null && !view.times.some((t) => t.start === choice.time);
  if (isTimeGone) choice.time = null;
  return { choice, view, serviceId: service.id, isTimeGone };
}
