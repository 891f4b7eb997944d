/*
 * The booking wizard's state lives in the URL (it survives a reload and works before hydration):
 * service → clinic → specialist → date → time → contacts. Each choice is one query parameter;
 * choosing (or changing) a step clears every later one. A parameter that does not parse is ignored.
 */

export const BOOKING_STEPS = ["service", "clinic", "specialist", "date", "time", "contacts"] as const;
export type TBookingStep = (typeof BOOKING_STEPS)[number];
export type TStepState = "done" | "active" | "locked";

/** 'любой специалист' in the URL */
export const ANY_SPECIALIST = "any";

export type TBookingChoice = {
  service: string | null;
  clinic: number | null;
  specialist: number | typeof ANY_SPECIALIST | null;
  /** YYYY-MM-DD, the clinic's local date */
  date: string | null;
  /** the slot's start as the API gives it (ISO 8601) */
  time: string | null;
};

const PARAM: Record<Exclude<TBookingStep, "contacts">, string> = {
  service: "service",
  clinic: "clinic",
  specialist: "specialist",
  date: "date",
  time: "time",
};

const SLUG = /^[a-z0-9._-]{1,100}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

function positiveId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The choice in a URL; `fixedService` is the slug of /zapis/{slug}. A later step without its earlier ones is dropped. */
export function parseBookingChoice(search: URLSearchParams, fixedService?: string): TBookingChoice {
  const serviceRaw = fixedService ?? search.get(PARAM.service);
  const service = serviceRaw !== null && SLUG.test(serviceRaw) ? serviceRaw : null;
  const clinic = service ? positiveId(search.get(PARAM.clinic)) : null;
  const specialistRaw = search.get(PARAM.specialist);
  const specialist =
    clinic === null ? null : specialistRaw === ANY_SPECIALIST ? ANY_SPECIALIST : positiveId(specialistRaw);
  const dateRaw = search.get(PARAM.date);
  const date = specialist !== null && dateRaw !== null && DATE.test(dateRaw) ? dateRaw : null;
  const timeRaw = search.get(PARAM.time);
  const time = date !== null && timeRaw !== null && ISO_TIME.test(timeRaw) ? timeRaw : null;
  return { service, clinic, specialist, date, time };
}

function isChosen(choice: TBookingChoice, step: TBookingStep): boolean {
  switch (step) {
    case "service":
      return choice.service !== null;
    case "clinic":
      return choice.clinic !== null;
    case "specialist":
      return choice.specialist !== null;
    case "date":
      return choice.date !== null;
    case "time":
      return choice.time !== null;
    case "contacts":
      return false;
  }
}

/** The first step not chosen yet (contacts once everything else is). */
export function activeStep(choice: TBookingChoice): TBookingStep {
  return BOOKING_STEPS.find((step) => !isChosen(choice, step)) ?? "contacts";
}

export function stepState(choice: TBookingChoice, step: TBookingStep): TStepState {
  const active = BOOKING_STEPS.indexOf(activeStep(choice));
  const index = BOOKING_STEPS.indexOf(step);
  return index < active ? "done" : index === active ? "active" : "locked";
}

/**
 * The wizard's URL with `step` set to `value` (null: the step reopened) and every later step
 * cleared. `basePath` is /zapis, /appointment/appointment or /zapis/{slug}; a fixed service (the
 * slug in the path) is not repeated in the query, and changing it leads to `/zapis`.
 */
export function bookingHref(
  basePath: string,
  choice: TBookingChoice,
  step: Exclude<TBookingStep, "contacts">,
  value: string | number | null,
  fixedService?: string,
): string {
  const order = BOOKING_STEPS.indexOf(step);
  const params = new URLSearchParams();
  let path = basePath;
  if (fixedService !== undefined && step === "service") path = "/zapis";
  const kept = (s: Exclude<TBookingStep, "contacts">) => BOOKING_STEPS.indexOf(s) < order;
  const values: Record<Exclude<TBookingStep, "contacts">, string | null> = {
    service: fixedService !== undefined && path !== "/zapis" ? null : choice.service,
    clinic: choice.clinic === null ? null : String(choice.clinic),
    specialist: choice.specialist === null ? null : String(choice.specialist),
    date: choice.date,
    time: choice.time,
  };
  for (const s of Object.keys(PARAM) as Array<Exclude<TBookingStep, "contacts">>) {
    const v = s === step ? (value === null ? null : String(value)) : kept(s) ? values[s] : null;
    if (v !== null) params.set(PARAM[s], v);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
