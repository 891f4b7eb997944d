/**
 * Local wall time in an IANA zone ↔ instants, through the platform's Intl time-zone data (no I/O,
 * no clock). Clinics span Europe/Kaliningrad (UTC+2) to Asia/Vladivostok (UTC+10).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local parts of an instant in a zone. */
export type TZonedParts = {
  /** "2026-11-24" */
  day: string;
  /** minutes after local midnight, 0…1439 */
  minutes: number;
  /** ISO weekday: 1 = Monday … 7 = Sunday */
  weekday: number;
};

export function zonedParts(epochMs: number, timeZone: string): TZonedParts {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) parts[part.type] = part.value;
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return {
    day,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    weekday: isoWeekday(day),
  };
}

/** Minutes the zone is ahead of UTC at an instant (+300 for Asia/Yekaterinburg). */
export function offsetMinutesAt(epochMs: number, timeZone: string): number {
  const minute = epochMs - (((epochMs % 60_000) + 60_000) % 60_000);
  const p = zonedParts(minute, timeZone);
  return Math.round((Date.parse(`${p.day}T00:00:00Z`) + p.minutes * 60_000 - minute) / 60_000);
}

/** The instant of local `minutes` after midnight of `day` in the zone (the earlier one at a DST overlap). */
export function zonedTimeToEpoch(day: string, minutes: number, timeZone: string): number {
  const naive = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  let guess = naive - offsetMinutesAt(naive, timeZone) * 60_000;
  const second = naive - offsetMinutesAt(guess, timeZone) * 60_000;
  if (second !== guess) guess = Math.min(guess, second);
  return guess;
}

/** ISO weekday of an ISO day: 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: string): number {
  const sunday0 = new Date(`${day}T00:00:00Z`).getUTCDay();
  return sunday0 === 0 ? 7 : sunday0;
}

/** "HH:MM" of minutes after midnight. */
export function minutesToClock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}
