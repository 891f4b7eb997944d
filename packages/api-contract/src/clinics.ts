import { appointmentMessages as M } from "@optika/domain/appointments";
import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { ZErrorResponse, ZSlug, zId } from "./common.ts";

const c = initContract();

/** A service category (`/uslugi/{slug}`). */
export const ZServiceCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
});
export type TServiceCategory = z.infer<typeof ZServiceCategory>;

/** A clinic service as listed (`/uslugi`): money in kopecks, duration in minutes. */
export const ZService = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** one line for lists */
  announce: z.string(),
  price: z.number().int(),
  duration_minutes: z.number().int(),
  category: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  /** for children (e.g. the myopia control consultation for a child) */
  is_for_children: z.boolean(),
});
export type TService = z.infer<typeof ZService>;

/** A clinic as the booking steps and /kontakty show it. */
export const ZClinicRef = z.object({
  id: z.number().int(),
  city_id: z.number().int(),
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lon: z.number(),
  phones: z.array(z.string()),
  /** IANA zone of the clinic's city, e.g. "Asia/Yekaterinburg" (slot times are local there) */
  time_zone: z.string(),
});
export type TClinicRef = z.infer<typeof ZClinicRef>;

/** Opening hours of one weekday: ISO weekday 1 = Monday … 7 = Sunday, local "HH:MM". */
export const ZOpeningHours = z.object({
  weekday: z.number().int().min(1).max(7),
  opens: z.string(),
  closes: z.string(),
});
export type TOpeningHours = z.infer<typeof ZOpeningHours>;

/** A clinic with its week (days absent = closed), its closed days ahead and the services it offers. */
export const ZClinic = ZClinicRef.extend({
  hours: z.string(),
  opening_hours: z.array(ZOpeningHours),
  /** holidays within the booking horizon, ISO days */
  closed_days: z.array(z.string()),
  service_ids: z.array(z.number().int()),
});
export type TClinic = z.infer<typeof ZClinic>;

/** A specialist as a card: `image_id` is an image for `/api/storage/image/...`. */
export const ZSpecialist = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  image_id: z.number().int().nullable(),
  /** years of practice */
  experience_years: z.number().int(),
  store_ids: z.array(z.number().int()),
  service_ids: z.array(z.number().int()),
});
export type TSpecialist = z.infer<typeof ZSpecialist>;

/** One weekly shift of a specialist in a clinic (local times of that clinic). */
export const ZSpecialistShift = z.object({
  store_id: z.number().int(),
  weekday: z.number().int().min(1).max(7),
  starts: z.string(),
  ends: z.string(),
  break_starts: z.string().nullable(),
  break_ends: z.string().nullable(),
});
export type TSpecialistShift = z.infer<typeof ZSpecialistShift>;

export const ZSpecialistDetail = ZSpecialist.extend({
  bio: z.string(),
  education: z.string(),
  stores: z.array(ZClinicRef),
  services: z.array(ZService),
  schedule: z.array(ZSpecialistShift),
});
export type TSpecialistDetail = z.infer<typeof ZSpecialistDetail>;

export const ZServiceDetail = ZService.extend({
  description: z.string(),
  /** clinics where a specialist provides it, in city order */
  stores: z.array(ZClinicRef),
  specialist_ids: z.array(z.number().int()),
});
export type TServiceDetail = z.infer<typeof ZServiceDetail>;

export const ZServicesResponse = z.object({
  categories: z.array(ZServiceCategory.extend({ services: z.array(ZService) })),
});
export type TServicesResponse = z.infer<typeof ZServicesResponse>;

const storeQuery = zId(M.storeId).optional();
const serviceQuery = zId(M.serviceId).optional();
const cityQuery = zId(M.cityId).optional();

export const clinicsContract = c.router({
  listServices: {
    method: "GET",
    path: "/services",
    query: z.object({ category: ZSlug.optional(), store: storeQuery }),
    responses: { 200: ZServicesResponse, 400: ZErrorResponse, 404: ZErrorResponse },
    summary:
      "Clinic services by category (category=slug: that category only, 404 when unknown; store=id: the services that clinic offers)",
  },
  getService: {
    method: "GET",
    path: "/services/:slug",
    pathParams: z.object({ slug: ZSlug }),
    responses: { 200: z.object({ service: ZServiceDetail }), 400: ZErrorResponse, 404: ZErrorResponse },
    summary: "One service with its description, price, duration, the clinics and specialists that provide it",
  },
  listSpecialists: {
    method: "GET",
    path: "/specialists",
    query: z.object({ store: storeQuery, service: serviceQuery, city_id: cityQuery }),
    responses: { 200: z.object({ specialists: z.array(ZSpecialist) }), 400: ZErrorResponse },
    summary: "Specialists, filtered by clinic (store), service and city (all given filters apply)",
  },
  getSpecialist: {
    method: "GET",
    path: "/specialists/:id",
    pathParams: z.object({ id: zId(M.specialistId) }),
    responses: { 200: z.object({ specialist: ZSpecialistDetail }), 400: ZErrorResponse, 404: ZErrorResponse },
    summary: "One specialist with clinics, services and weekly schedule",
  },
  listClinics: {
    method: "GET",
    path: "/clinics",
    query: z.object({ city_id: cityQuery, service: serviceQuery }),
    responses: { 200: z.object({ clinics: z.array(ZClinic) }), 400: ZErrorResponse },
    summary:
      "Clinics of a city (city_id, else the request's current city) with opening hours, closed days and services; service=id: only clinics offering it",
  },
});
