import type { TClinicRef, TService } from "@optika/api-contract";
import { sql } from "drizzle-orm";

/** Columns of a clinic reference (stores st, city_time_zones tz) for raw queries. */
export const CLINIC_REF_COLUMNS = sql`st.id as store_id, st.city_id, st.name as store_name, st.address, st.lat, st.lon, st.phones, coalesce(tz.time_zone, 'Asia/Yekaterinburg') as time_zone`;

export type TClinicRefRow = {
  store_id: number;
  city_id: number;
  store_name: string;
  address: string;
  lat: number;
  lon: number;
  phones: string[];
  time_zone: string;
};

export function clinicRefDto(r: TClinicRefRow): TClinicRef {
  return {
    id: Number(r.store_id),
    city_id: Number(r.city_id),
    name: r.store_name,
    address: r.address,
    lat: Number(r.lat),
    lon: Number(r.lon),
    phones: r.phones,
    time_zone: r.time_zone,
  };
}

/** Columns of a service card (services sv, service_categories sc). */
export const SERVICE_COLUMNS = sql`sv.id as service_id, sv.slug as service_slug, sv.name as service_name, sv.announce, sv.price, sv.duration_minutes, sv.is_for_children, sc.id as category_id, sc.slug as category_slug, sc.name as category_name`;

export type TServiceRow = {
  service_id: number;
  service_slug: string;
  service_name: string;
  announce: string;
  price: number;
  duration_minutes: number;
  is_for_children: boolean;
  category_id: number;
  category_slug: string;
  category_name: string;
};

export function serviceDto(r: TServiceRow): TService {
  return {
    id: Number(r.service_id),
    slug: r.service_slug,
    name: r.service_name,
    announce: r.announce,
    price: Number(r.price),
    duration_minutes: Number(r.duration_minutes),
    category: { id: Number(r.category_id), slug: r.category_slug, name: r.category_name },
    is_for_children: r.is_for_children,
  };
}

/** "HH:MM" of local minutes after midnight (1440 → "24:00"). */
export function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** ids from a Postgres int[] (node-postgres parses it; null → []). */
export function ids(value: unknown): number[] {
  return Array.isArray(value) ? value.map(Number).sort((a, b) => a - b) : [];
}
