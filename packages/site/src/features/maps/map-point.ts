/** A place on the map: a clinic, a shop or a pickup point, with its link ('Выбрать', 'Записаться'). */
export type TMapPoint = {
  id: number;
  name: string;
  address: string;
  lat: number;
  lon: number;
  href?: string;
};

/** The points' bounding box with a margin, [[south, west], [north, east]]. */
export function pointBounds(points: readonly TMapPoint[]): [[number, number], [number, number]] {
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  return [
    [Math.min(...lats) - 0.01, Math.min(...lons) - 0.01],
    [Math.max(...lats) + 0.01, Math.max(...lons) + 0.01],
  ];
}

/** The props every map provider takes. */
export interface IMapProps {
  points: TMapPoint[];
  /** the map region's accessible name */
  label: string;
  /** the link text in a point's popup */
  actionLabel: string;
}
