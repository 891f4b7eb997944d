import { Button } from "@optika/ui";
import { lazy, Suspense, useState } from "react";
import { useLayoutData } from "../layout/use-layout.ts";
import styles from "./map.module.css";
import type { IMapProps } from "./map-point.ts";
import { mapMessages as m } from "./messages.ts";

const LeafletMap = lazy(() => import("./LeafletMap.tsx"));
const YandexMap = lazy(() => import("./YandexMap.tsx"));

/**
 * 'Показать на карте' beside a list of clinics or pickup points: the configured map (decision
 * 0044) is fetched on the first click, never before. With no map configured (no Yandex key, no
 * tile server) there is no button: the list, complete on its own, is the whole view.
 */
export function MapToggle(props: IMapProps) {
  const maps = useLayoutData()?.maps ?? { provider: "none" };
  const [isShown, setShown] = useState(false);
  if (props.points.length === 0 || maps.provider === "none") return null;
  return (
    <div className={styles.toggle}>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        aria-expanded={isShown}
        onClick={() => setShown((v) => !v)}
      >
        {isShown ? m.hideMap : m.showMap}
      </Button>
      {isShown ? (
        <Suspense fallback={<p className={styles.failed}>{m.mapLoading}</p>}>
          {maps.provider === "yandex" ? (
            <YandexMap {...props} apiKey={maps.apiKey} />
          ) : (
            <LeafletMap {...props} tilesUrl={maps.tilesUrl} attribution={maps.attribution} />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}
