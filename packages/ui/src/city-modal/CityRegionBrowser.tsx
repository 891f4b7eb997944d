import { citiesOfRegion, regionsWithCities } from "@optika/domain/search";
import { clsx } from "clsx";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "../icons/icons.tsx";
import { CityList } from "./CityList.tsx";
import styles from "./city-modal.module.css";
import { cityModalMessages as m } from "./messages.ts";
import type { ICityOption, IRegionOption } from "./types.ts";

export interface ICityRegionBrowserProps {
  cities: readonly ICityOption[];
  regions: readonly IRegionOption[];
  currentCityId?: number | undefined;
  onChoose(id: number): void;
  /** true: regions, then the chosen region's cities (phones); false: side by side. */
  isStages: boolean;
}

/** Regions (only those with cities) and the cities of the chosen one: two stages or two columns. */
export function CityRegionBrowser({
  cities,
  regions,
  currentCityId,
  onChoose,
  isStages,
}: ICityRegionBrowserProps) {
  const shown = useMemo(() => regionsWithCities(regions, cities), [regions, cities]);
  const currentRegionId = cities.find((c) => c.id === currentCityId)?.regionId;
  const [chosen, setChosen] = useState<number | null>(null);
  // side by side, the current city's region (else the first) is open from the start
  const regionId = chosen ?? (isStages ? null : (currentRegionId ?? shown[0]?.id ?? null));
  const region = shown.find((r) => r.id === regionId);
  const listId = useId();
  const backRef = useRef<HTMLButtonElement>(null);
  const regionsRef = useRef<HTMLUListElement>(null);
  const lastChosen = useRef<number | null>(null);

  // stage changes move focus: to 'Все регионы' on the cities stage, back to the region on return
  useEffect(() => {
    if (!isStages) return;
    if (regionId !== null) backRef.current?.focus();
    else if (lastChosen.current !== null)
      regionsRef.current
        ?.querySelector<HTMLButtonElement>(`[data-region-id="${lastChosen.current}"]`)
        ?.focus();
  }, [isStages, regionId]);

  const showRegions = !isStages || regionId === null;
  const showCities = region !== undefined;

  return (
    <div
      className={clsx(styles.browser, !isStages && styles.columns)}
      data-stage={showRegions ? "regions" : "cities"}
    >
      {showRegions ? (
        <section className={styles.column} aria-labelledby={`${listId}-regions`}>
          <h3 id={`${listId}-regions`} className={styles.heading}>
            {m.regions}
          </h3>
          <ul ref={regionsRef} className={styles.regionList}>
            {shown.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  className={styles.regionButton}
                  data-region-id={r.id}
                  aria-pressed={isStages ? undefined : r.id === regionId}
                  onClick={() => {
                    lastChosen.current = r.id;
                    setChosen(r.id);
                  }}
                >
                  <span>{r.name}</span>
                  {isStages ? <ChevronRightIcon aria-hidden="true" /> : null}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {showCities ? (
        <section className={styles.column} aria-labelledby={`${listId}-cities`}>
          {isStages ? (
            <button ref={backRef} type="button" className={styles.back} onClick={() => setChosen(null)}>
              <ChevronLeftIcon aria-hidden="true" />
              {m.backToRegions}
            </button>
          ) : null}
          <h3 id={`${listId}-cities`} className={styles.heading}>
            {region.name}
          </h3>
          <CityList
            label={`${m.cities}: ${region.name}`}
            items={citiesOfRegion(region.id, cities).map((c) => ({ id: c.id, label: c.name }))}
            currentCityId={currentCityId}
            onChoose={onChoose}
          />
        </section>
      ) : null}
    </div>
  );
}
