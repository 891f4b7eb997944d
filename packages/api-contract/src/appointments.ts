import {
  APPOINTMENT_FIELD_MAX,
  isIsoCalendarDay,
  appointmentMessages as M,
} from "@optika/domain/appointments";
import { validateContactRequest } from "@optika/domain/forms";
import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { ZClinicRef } from "./clinics.ts";
import { ZErrorResponse, zId } from "./common.ts";

const c = initContract();

/** A free text field: bounded, no NUL; absent counts as "". */
function zText(max: number) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? "" : value),
    z
      .string({ error: M.badCharacters })
      .max(max, { error: M.tooLong })
      .refine((value) => !value.includes("\u0000"), { error: M.badCharacters }),
  );
}

/** A local day of the clinic, "2026-11-24". */
const ZIsoDay = z
  .string({ error: M.dateFormat })
  .max(10, { error: M.dateFormat })
  .refine(isIsoCalendarDay, { error: M.dateFormat });

/** An instant with its offset, "2026-11-24T05:00:00.000Z" or "2026-11-24T10:00:00+05:00". */
const ZInstant = z
  .string({ error: M.dateTimeFormat })
  .max(40, { error: M.dateTimeFormat })
  .pipe(z.iso.datetime({ offset: true, error: M.dateTimeFormat }));

/** An appointment's public id (a UUID: unguessable, so the success page and .ics need no sign-in). */
const ZAppointmentId = z.uuid({ error: M.appointmentId });

// ---------------------------------------------------------------- slots

export const ZSlotsQuery = z
  .object({
    service: zId(M.serviceId),
    store: zId(M.storeId),
    /** absent: any specialist of the clinic who provides the service */
    specialist: z.preprocess((v) => (v === "" ? undefined : v), zId(M.specialistId).optional()),
    /** first local day (default: today in the clinic's zone) */
    from: ZIsoDay.optional(),
    /** last local day, inclusive (default: from + 13); at most 31 days in all */
    to: ZIsoDay.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to) {
      const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
      if (days < 0) ctx.addIssue({ code: "custom", path: ["to"], message: M.rangeReversed });
      else if (days >= 31) ctx.addIssue({ code: "custom", path: ["to"], message: M.rangeTooLong });
    }
  });
export type TSlotsQuery = z.input<typeof ZSlotsQuery>;

/** A free start: the instant, its local "HH:MM" in the clinic, and who is free then. */
export const ZSlot = z.object({
  starts_at: z.string(),
  time: z.string(),
  specialist_ids: z.array(z.number().int()),
});
export type TSlot = z.infer<typeof ZSlot>;

export const ZSlotsResponse = z.object({
  service_id: z.number().int(),
  store_id: z.number().int(),
  specialist_id: z.number().int().nullable(),
  time_zone: z.string(),
  duration_minutes: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** every day of the range, in order; `slots` empty when nothing is free (closed, holiday, full) */
  days: z.array(z.object({ date: z.string(), slots: z.array(ZSlot) })),
});
export type TSlotsResponse = z.infer<typeof ZSlotsResponse>;

// ---------------------------------------------------------------- booking

/** Name and phone with the quick-appointment form's rules and messages (domain). */
function checkContacts(form: { name: string; phone: string }, ctx: z.RefinementCtx): void {
  const errors = validateContactRequest(form, "quickAppointment");
  for (const [field, message] of Object.entries(errors))
    ctx.addIssue({ code: "custom", path: [field], message });
  if (!errors.name && form.name.trim().length < 2) {
    ctx.addIssue({ code: "custom", path: ["name"], message: M.nameMin });
  }
}

export const ZCreateAppointmentBody = z
  .object({
    service_id: zId(M.serviceId),
    store_id: zId(M.storeId),
    /** null or absent: any free specialist (the server picks one) */
    specialist_id: zId(M.specialistId).nullable().optional(),
    /** a `starts_at` from GET /appointments/slots */
    starts_at: ZInstant,
    name: zText(APPOINTMENT_FIELD_MAX.name),
    /** masked "+7 (912) 345 67 89" or digits "79123456789" */
    phone: zText(APPOINTMENT_FIELD_MAX.phone),
    comment: zText(APPOINTMENT_FIELD_MAX.comment).optional(),
    consent: z.literal(true, { error: M.consentRequired }),
  })
  .superRefine(checkContacts);
export type TCreateAppointmentBody = z.input<typeof ZCreateAppointmentBody>;

export const APPOINTMENT_STATUSES = ["booked", "cancelled"] as const;

export const ZAppointment = z.object({
  id: ZAppointmentId,
  status: z.enum(APPOINTMENT_STATUSES),
  service: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    price: z.number().int(),
    duration_minutes: z.number().int(),
  }),
  store: ZClinicRef.extend({ city_name: z.string() }),
  specialist: z.object({
    id: z.number().int(),
    name: z.string(),
    position: z.string(),
    image_id: z.number().int().nullable(),
  }),
  starts_at: z.string(),
  ends_at: z.string(),
  /** local day and time in the clinic's zone */
  date: z.string(),
  time: z.string(),
  name: z.string(),
  /** digits, "79123456789" */
  phone: z.string(),
  comment: z.string(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  /** booked, not yet started, and more than an hour ahead */
  can_cancel: z.boolean(),
});
export type TAppointment = z.infer<typeof ZAppointment>;

export const ZAppointmentResponse = z.object({ appointment: ZAppointment, message: z.string() });
export type TAppointmentResponse = z.infer<typeof ZAppointmentResponse>;

// ---------------------------------------------------------------- quick request

export const ZQuickAppointmentBody = z
  .object({
    name: zText(APPOINTMENT_FIELD_MAX.name),
    phone: zText(APPOINTMENT_FIELD_MAX.phone),
    store_id: z.preprocess((v) => (v === "" ? undefined : v), zId(M.storeId).nullable().optional()),
    service_id: z.preprocess((v) => (v === "" ? undefined : v), zId(M.serviceId).nullable().optional()),
    comment: zText(APPOINTMENT_FIELD_MAX.comment).optional(),
  })
  .superRefine(checkContacts);
export type TQuickAppointmentBody = z.input<typeof ZQuickAppointmentBody>;

export const ZQuickAppointmentResponse = z.object({ id: z.uuid(), message: z.string() });
export type TQuickAppointmentResponse = z.infer<typeof ZQuickAppointmentResponse>;

// ---------------------------------------------------------------- routes

const idParams = z.object({ id: ZAppointmentId });

export const appointmentsContract = c.router({
  slots: {
    method: "GET",
    path: "/appointments/slots",
    query: ZSlotsQuery,
    responses: { 200: ZSlotsResponse, 400: ZErrorResponse },
    summary:
      "Free starts of a service in a clinic (any specialist, or one) per local day from..to (≤ 31 days, within 60 days ahead); past times never shown",
  },
  create: {
    method: "POST",
    path: "/appointments",
    body: ZCreateAppointmentBody,
    responses: { 201: ZAppointmentResponse, 400: ZErrorResponse, 409: ZErrorResponse },
    summary:
      "Books a slot (re-checked and taken in one transaction); 409 'Это время уже занято, выберите другое' when just taken; a confirmation SMS and a reminder the day before follow",
  },
  get: {
    method: "GET",
    path: "/appointments/:id",
    pathParams: idParams,
    responses: { 200: ZAppointmentResponse, 400: ZErrorResponse, 404: ZErrorResponse },
    summary: "One appointment by its public id (the success page)",
  },
  calendar: {
    method: "GET",
    path: "/appointments/:id/calendar.ics",
    pathParams: idParams,
    responses: {
      200: c.otherResponse({ contentType: "text/calendar", body: z.string() }),
      400: ZErrorResponse,
      404: ZErrorResponse,
    },
    summary: "The appointment as an iCalendar file ('add to calendar')",
  },
  quick: {
    method: "POST",
    path: "/appointments/quick",
    body: ZQuickAppointmentBody,
    responses: { 201: ZQuickAppointmentResponse, 400: ZErrorResponse },
    summary:
      "The quick request (name, phone, optional clinic and service): stored for the clinic to call back",
  },
  listMine: {
    method: "GET",
    path: "/users/appointments",
    responses: {
      200: z.object({ upcoming: z.array(ZAppointment), past: z.array(ZAppointment) }),
      401: ZErrorResponse,
    },
    summary:
      "The signed-in shopper's appointments: upcoming (booked, soonest first) and past or cancelled (latest first, at most 50); 401 for a guest",
  },
  cancelMine: {
    method: "POST",
    path: "/users/appointments/:id/cancel",
    pathParams: idParams,
    body: c.noBody(),
    responses: {
      200: ZAppointmentResponse,
      400: ZErrorResponse,
      401: ZErrorResponse,
      404: ZErrorResponse,
      409: ZErrorResponse,
    },
    summary:
      "Cancels one of the shopper's appointments (frees its slot); 409 when it has started, is within an hour or was already cancelled",
  },
});
