import { COOKIE_NAMES, DEFAULT_CITY } from "../constants/business-constants.ts";

/** The 'Ваш город …?' suggestion shows unless the city was accepted or a provisional city is set. */
export function shouldSuggestCity(
  cookies: Readonly<Record<string, string | undefined>>,
  provisionalCityCookie = COOKIE_NAMES.cityId,
): boolean {
  return cookies[COOKIE_NAMES.acceptCity] === undefined && cookies[provisionalCityCookie] === undefined;
}

/** The city name to show, Екатеринбург when none is known. */
export function cityNameOrDefault(name: string | null | undefined): string {
  return name?.trim() || DEFAULT_CITY.name;
}
