import { formatRussianDate } from "@optika/domain/dates";

/** "2026-11-23" or "2026-11-23T10:00:00Z" → "23 ноября 2026"; "" for anything else. */
export function russianDateOf(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? "");
  if (!match) return "";
  return formatRussianDate(
    { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) },
    { withYear: true },
  );
}
