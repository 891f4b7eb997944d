import "leaflet/dist/leaflet.css";
import { CircleMarker, MapContainer, Popup, TileLayer } from "react-leaflet";
import styles from "./map.module.css";
import { type IMapProps, pointBounds } from "./map-point.ts";

/**
 * Points on a Leaflet map over the configured raster tiles (MAP_TILES_URL: a locally served tile
 * set or a tile server the CSP allows). Loaded lazily by MapToggle, only when the shopper opens it.
 */
export default function LeafletMap({
  points,
  label,
  actionLabel,
  tilesUrl,
  attribution,
}: IMapProps & { tilesUrl: string; attribution: string }) {
  return (
    <section className={styles.map} aria-label={label}>
      <MapContainer bounds={pointBounds(points)} scrollWheelZoom={false} className={styles.canvas}>
        <TileLayer attribution={attribution} url={tilesUrl} />
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
