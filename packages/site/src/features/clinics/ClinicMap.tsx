import "leaflet/dist/leaflet.css";
import { CircleMarker, MapContainer, Popup, TileLayer } from "react-leaflet";
import styles from "./clinic-map.module.css";

export type TMapPoint = {
  id: number;
  name: string;
  address: string;
  lat: number;
  lon: number;
  href?: string;
};

export interface IClinicMapProps {
  points: TMapPoint[];
  label: string;
  /** the link text in a point's popup ('Выбрать', 'Записаться') */
  actionLabel: string;
}

/**
 * Clinics on an OpenStreetMap map (leaflet). Loaded lazily, only when the shopper opens the map:
 * the list beside it is complete without it (the tiles need the internet; the points do not).
 */
export default function ClinicMap({ points, label, actionLabel }: IClinicMapProps) {
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  const bounds: [[number, number], [number, number]] = [
    [Math.min(...lats) - 0.01, Math.min(...lons) - 0.01],
    [Math.max(...lats) + 0.01, Math.max(...lons) + 0.01],
  ];
  return (
    <section className={styles.map} aria-label={label}>
      <MapContainer bounds={bounds} scrollWheelZoom={false} className={styles.canvas}>
        <TileLayer
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
          url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
        />
        {points.map((point) => (
          <CircleMarker
            key={point.id}
            center={[point.lat, point.lon]}
            radius={10}
            pathOptions={{ color: "#ffffff", weight: 2, fillColor: "#0b6e66", fillOpacity: 1 }}
          >
            <Popup>
              <strong>{point.name}</strong>
              <br />
              {point.address}
              {point.href ? (
                <>
                  <br />
                  <a href={point.href}>{actionLabel}</a>
                </>
              ) : null}
            </Popup>
          </CircleMarker>
        ))}
      </MapContainer>
    </section>
  );
}
