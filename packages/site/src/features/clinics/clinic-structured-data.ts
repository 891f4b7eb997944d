import type { TOpeningHours } from "@optika/api-contract";

const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

type TPlace = {
  name: string;
  address: string;
  phones: string[];
  lat: number;
  lon: number;
  isClinic: boolean;
  openingHours: readonly TOpeningHours[];
  url: string;
};

/** schema.org `OpeningHoursSpecification`s of a week (days with the same hours together). */
export function openingHoursSpecification(week: readonly TOpeningHours[]) {
  const groups = new Map<string, string[]>();
  for (const day of [...week].sort((a, b) => a.weekday - b.weekday)) {
    const key = `${day.opens}-${day.closes}`;
    groups.set(key, [...(groups.get(key) ?? []), `https://schema.org/${DAY_NAMES[day.weekday - 1]}`]);
  }
  return [...groups.entries()].map(([key, days]) => {
    const [opens, closes] = key.split("-");
    return { "@type": "OpeningHoursSpecification", dayOfWeek: days, opens, closes };
  });
}

/** A clinic as `MedicalClinic` (and `Optician`, a shop as `Optician` only) for /kontakty. */
export function placeStructuredData(place: TPlace) {
  return {
    "@context": "https://schema.org",
    "@type": place.isClinic ? ["MedicalClinic", "Optician"] : "Optician",
    name: place.name,
    url: place.url,
    address: { "@type": "PostalAddress", streetAddress: place.address, addressCountry: "RU" },
    telephone: place.phones,
    geo: { "@type": "GeoCoordinates", latitude: place.lat, longitude: place.lon },
    ...(place.openingHours.length > 0
      ? { openingHoursSpecification: openingHoursSpecification(place.openingHours) }
      : {}),
  };
}
