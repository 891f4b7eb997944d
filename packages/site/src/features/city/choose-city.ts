import { cityAddressSubDomain, citySubdomainUrl } from "@optika/domain/geo";
import { saveCurrentCity } from "./city-api.ts";
import { acceptCity, rememberCity, type TCityPlace } from "./city-cookies.ts";

export type TChosenCity = { id: number; subDomain: string | null };

/**
 * The same path and query on the city's subdomain, with c={city id} (spec §4). The default city's
 * address is the base host: its own label (ekb.) answers with a redirect there (decision 0056).
 */
export function cityUrl(place: TCityPlace, city: TChosenCity): string {
  return citySubdomainUrl({ ...place, city: { id: city.id, subDomain: cityAddressSubDomain(city) } });
}

/**
 * A city chosen in the modal (or accepted on the suggestion): the city_id cookie, `PUT
 * cities/current` (failure only logged), then the city's subdomain with the same path and query
 * plus c={id}. Accepting the guess redirects likewise (spec §4), also when it is this host's city:
 * the same page then comes again with c={id}.
 */
export async function goToCity(
  city: TChosenCity,
  place: TCityPlace,
  options: { doc: Document; navigate(url: string): void; isAccept?: boolean },
): Promise<void> {
  if (options.isAccept) acceptCity(options.doc, place, city.id);
  else rememberCity(options.doc, place, city.id);
  await saveCurrentCity(city.id);
  options.navigate(cityUrl(place, city));
}
