import { searchCities } from "@optika/domain/search";
import * as Dialog from "@radix-ui/react-dialog";
import { useId, useMemo, useState } from "react";
import { useOpenerFocus } from "../dialog/use-opener-focus.ts";
import { CloseIcon } from "../icons/icons.tsx";
import { CityList } from "./CityList.tsx";
import { CityRegionBrowser } from "./CityRegionBrowser.tsx";
import styles from "./city-modal.module.css";
import { cityModalMessages as m } from "./messages.ts";
import type { ICityOption, IRegionOption, TCityModalLayout } from "./types.ts";
import { useStagesLayout } from "./use-stages-layout.ts";

export interface ICityModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  cities: readonly ICityOption[];
  regions: readonly IRegionOption[];
  favorites: readonly ICityOption[];
  currentCityId?: number | undefined;
  /** The shopper chose a city (the caller saves it and goes to the city's subdomain). */
  onChoose(city: ICityOption): void;
  /** "loading" while the list is fetched, "error" when it could not be. */
  status?: "ready" | "loading" | "error";
  layout?: TCityModalLayout;
}

/**
 * The city modal (spec §2, §4, §6): a search box (Latin-layout typing read as Cyrillic, 'ё' as 'е',
 * case-insensitive substring; results 'name (region)'), the favourite cities, then regions and
 * their cities — two stages on a phone, side by side on a desktop; regions without cities hidden.
 * A Radix dialog: focus trap, Escape, aria-modal, focus returned to the opener.
 */
export function CityModal({
  open,
  onOpenChange,
  cities,
  regions,
  favorites,
  currentCityId,
  onChoose,
  status = "ready",
  layout = "auto",
}: ICityModalProps) {
  const [query, setQuery] = useState("");
  const returnFocus = useOpenerFocus(open);
  const isStages = useStagesLayout(layout);
  const hits = useMemo(() => searchCities(query, cities, regions), [query, cities, regions]);
  const byId = useMemo(() => new Map(cities.map((c) => [c.id, c])), [cities]);
  const favoriteById = useMemo(() => new Map(favorites.map((c) => [c.id, c])), [favorites]);
  const choose = (id: number) => {
    const city = byId.get(id) ?? favoriteById.get(id);
    if (city) onChoose(city);
  };
  const searchId = useId();
  const isSearching = query.trim() !== "";

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          data-city-modal=""
        >
          <div className={styles.top}>
            <Dialog.Title className={styles.title}>{m.title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={m.close}>
              <CloseIcon aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className={styles.body}>
            <label htmlFor={searchId} className={styles.searchLabel}>
              {m.searchLabel}
            </label>
            <input
              id={searchId}
              className={styles.search}
              type="search"
              autoComplete="off"
              spellCheck={false}
              placeholder={m.searchPlaceholder}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
            {status === "loading" ? (
              <p className={styles.note} role="status">
                {m.loading}
              </p>
            ) : status === "error" ? (
              <p className={styles.note} role="alert">
                {m.loadError}
              </p>
            ) : isSearching ? (
              <section aria-label={m.results} aria-live="polite">
                {hits.length > 0 ? (
                  <CityList
                    label={m.results}
                    items={hits.map((hit) => ({ id: hit.city.id, label: hit.label }))}
                    currentCityId={currentCityId}
                    onChoose={choose}
                  />
                ) : (
                  <p className={styles.note}>{m.notFound}</p>
                )}
              </section>
            ) : (
              <>
                {favorites.length > 0 ? (
                  <section className={styles.favorites}>
                    <h3 className={styles.heading}>{m.favorites}</h3>
                    <CityList
                      label={m.favorites}
                      items={favorites.map((c) => ({ id: c.id, label: c.name }))}
                      currentCityId={currentCityId}
                      onChoose={choose}
                    />
                  </section>
                ) : null}
                <CityRegionBrowser
                  cities={cities}
                  regions={regions}
                  currentCityId={currentCityId}
                  onChoose={choose}
                  isStages={isStages}
                />
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
