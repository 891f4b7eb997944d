import { Button } from "@optika/ui";
import { lazy, Suspense, useState } from "react";
import type { TMapPoint } from "./ClinicMap.tsx";
import styles from "./clinics.module.css";

const ClinicMap = lazy(() => import("./ClinicMap.tsx"));

export interface ILazyClinicMapProps {
  points: TMapPoint[];
  label: string;
  actionLabel: string;
  showLabel: string;
  hideLabel: string;
  loadingLabel: string;
}

/** A 'show on map' toggle; the map's code (leaflet) is fetched on the first click, never before. */
export function LazyClinicMap({
  points,
  label,
  actionLabel,
  showLabel,
  hideLabel,
  loadingLabel,
}: ILazyClinicMapProps) {
  const [isShown, setShown] = useState(false);
  if (points.length === 0) return null;
  return (
    <div>
      <Button variant="secondary" size="sm" aria-expanded={isShown} onClick={() => setShown((v) => !v)}>
        {isShown ? hideLabel : showLabel}
      </Button>
      {isShown ? (
        <Suspense fallback={<p className={styles.muted}>{loadingLabel}</p>}>
          <ClinicMap points={points} label={label} actionLabel={actionLabel} />
        </Suspense>
      ) : null}
    </div>
  );
}
