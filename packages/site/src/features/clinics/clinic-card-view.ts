import type { TClinic, TOpeningHours, TStore } from "@optika/api-contract";
import { telHref } from "../layout/layout-links.ts";
import { clinicsMessages as m } from "./messages.ts";

/**
 * A week of opening hours as lines, neighbouring days with the same hours joined:
 * 'Пн–Пт: 10:00–20:00', 'Сб: 10:00–18:00', 'Вс: выходной'.
 */
export function openingHoursLines(week: readonly TOpeningHours[]): string[] {
  const byDay = Array.from({ length: 7 }, (_, i) => {
    const day = week.find((h) => h.weekday === i + 1);
    return day ? `${day.opens}–${day.closes}` : m.contacts.closed;
  });
  const lines: string[] = [];
  let start = 0;
  for (let i = 1; i <= 7; i++) {
    if (i === 7 || byDay[i] !== byDay[start]) {
      const days = i - 1 === start ? m.weekdays[start] : `${m.weekdays[start]}–${m.weekdays[i - 1]}`;
      lines.push(`${days}: ${byDay[start]}`);
      start = i;
    }
  }
  return lines;
}

/** A clinic for ClinicCard (services: their names, when the page lists them). */
export function clinicCardView(clinic: TClinic, services: string[]) {
  return {
    id: clinic.id,
    name: clinic.name,
    address: clinic.address,
    lat: clinic.lat,
    lon: clinic.lon,
    hours: openingHoursLines(clinic.opening_hours),
    phones: clinic.phones.map((phone) => ({ label: phone, href: telHref(phone) })),
    services,
  };
}

/**
 * A shop's hours as written ('Пн–Пт 09:00–20:00, Сб 10:00–18:00, Вс 10:00–17:00') as lines, one
 * per group of days like a clinic's, so a phone never breaks a line inside a time range.
 */
export function storeHoursLines(hours: string): string[] {
  return hours
    .split(/[,;]\s*/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A shop that is not a clinic, for ClinicCard: no services. */
export function storeCardView(store: TStore) {
  return {
    id: store.id,
    name: store.name,
    address: store.address,
    lat: store.lat,
    lon: store.lon,
    hours: storeHoursLines(store.hours),
    phones: store.phones.map((phone) => ({ label: phone, href: telHref(phone) })),
    services: [],
  };
}
