import { useEffect, useRef, useState } from "react";
import { escapeHtml } from "../html/escape-html.ts";
import styles from "./map.module.css";
import { type IMapProps, pointBounds, type TMapPoint } from "./map-point.ts";
import { mapMessages as m } from "./messages.ts";

/** The part of Yandex Maps JS API 2.1 this map uses. */
type TYandexMap = {
  geoObjects: { add(object: unknown): void };
  behaviors: { disable(name: string): void };
  setBounds(bounds: [[number, number], [number, number]], options: { checkZoomRange: boolean }): void;
  destroy(): void;
};
type TYmaps = {
  ready(callback: () => void): void;
  Map: new (
    element: HTMLElement,
    state: { center: [number, number]; zoom: number; controls: string[] },
  ) => TYandexMap;
  Placemark: new (
    coordinates: [number, number],
    properties: { hintContent: string; balloonContentHeader: string; balloonContentBody: string },
    options: { preset: string },
  ) => unknown;
};

declare global {
  interface Window {
    ymaps?: TYmaps;
  }
}

let loading: Promise<TYmaps> | undefined;

/** Loads the API's script once per page, on the first map the shopper opens. */
function loadYmaps(apiKey: string): Promise<TYmaps> {
  loading ??= new Promise<TYmaps>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `https://api-maps.yandex.ru/2.1/?apikey=${encodeURIComponent(apiKey)}&lang=ru_RU`;
    script.async = true;
    script.onload = () => {
      const ymaps = window.ymaps;
      if (ymaps) ymaps.ready(() => resolve(ymaps));
      else reject(new Error("Yandex Maps did not start"));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error("Yandex Maps did not load"));
    };
    document.head.append(script);
  });
  return loading;
}

/** A point's balloon: its address and, when it has one, its link (the API takes HTML strings). */
function balloonBody(point: TMapPoint, actionLabel: string): string {
  const address = escapeHtml(point.address);
  return point.href
    ? `${address}<br><a href="${escapeHtml(point.href)}">${escapeHtml(actionLabel)}</a>`
    : address;
}

/** Points on a Yandex map (YANDEX_MAPS_API_KEY). Loaded lazily by MapToggle, only when opened. */
export default function YandexMap({ points, label, actionLabel, apiKey }: IMapProps & { apiKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // the map is rebuilt when the points themselves change, not on every render of the list
  const signature = JSON.stringify(points);
  useEffect(() => {
    const points = JSON.parse(signature) as TMapPoint[];
    let map: TYandexMap | undefined;
    let isCurrent = true;
    loadYmaps(apiKey).then(
      (ymaps) => {
        if (!isCurrent || !container.current) return;
        const [[south, west], [north, east]] = pointBounds(points);
        map = new ymaps.Map(container.current, {
          center: [(south + north) / 2, (west + east) / 2],
          zoom: 11,
          controls: ["zoomControl"],
        });
        map.behaviors.disable("scrollZoom");
        for (const point of points) {
          map.geoObjects.add(
            new ymaps.Placemark(
              [point.lat, point.lon],
              {
                hintContent: escapeHtml(point.name),
                balloonContentHeader: escapeHtml(point.name),
                balloonContentBody: balloonBody(point, actionLabel),
              },
              { preset: "islands#darkGreenDotIcon" },
            ),
          );
        }
        map.setBounds(pointBounds(points), { checkZoomRange: true });
      },
      () => isCurrent && setFailed(true),
    );
    return () => {
      isCurrent = false;
      map?.destroy();
    };
  }, [apiKey, signature, actionLabel]);
  return (
    <section className={styles.map} aria-label={label}>
      {failed ? (
        <p className={styles.failed}>{m.mapFailed}</p>
      ) : (
        <div ref={container} className={styles.canvas} />
      )}
    </section>
  );
}
