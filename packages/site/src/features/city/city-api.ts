import type { TCitiesResponse, TCity, TCurrentCity } from "@optika/api-contract";

/**
 * The city calls the browser makes through the storefront's /api proxy (spec §7): the list for
 * the modal, the guess for the suggestion, saving the choice.
 */

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { headers: { accept: "application/json" }, signal });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** GET cities?has_cdek_id=1: cities, regions, favourites. */
export function fetchCities(signal?: AbortSignal): Promise<TCitiesResponse> {
  return getJson<TCitiesResponse>("/api/cities?has_cdek_id=1", signal);
}

/** GET /cities/current-by-ip: the city to suggest, or null on any failure (spec: failures ignored). */
export async function fetchCityGuess(signal?: AbortSignal): Promise<TCity | null> {
  try {
    const body = await getJson<TCurrentCity>("/api/cities/current-by-ip", signal);
    return typeof body?.city?.id === "number" && typeof body.city.name === "string" ? body.city : null;
  } catch {
    return null;
  }
}

/** PUT cities/current {city_id}: saves the choice on the session; a failure is only logged (spec §8). */
export async function saveCurrentCity(cityId: number): Promise<void> {
  try {
    const response = await fetch("/api/cities/current", {
      method: "PUT",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ city_id: cityId }),
      keepalive: true,
    });
    if (!response.ok) console.error(`PUT /api/cities/current: HTTP ${response.status}`);
  } catch (error) {
    console.error("PUT /api/cities/current failed", error);
  }
}
