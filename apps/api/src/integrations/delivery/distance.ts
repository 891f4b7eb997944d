/** A point on the Earth (degrees). */
export type TGeoPoint = { lat: number; lon: number };

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function haversineKm(a: TGeoPoint, b: TGeoPoint): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point of `candidates` nearest to `to` (undefined for none). */
export function nearestTo<T extends TGeoPoint>(to: TGeoPoint, candidates: readonly T[]): T | undefined {
  let best: T | undefined;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const km = haversineKm(candidate, to);
    if (km < bestKm) {
      best = candidate;
      bestKm = km;
    }
  }
  return best;
}
