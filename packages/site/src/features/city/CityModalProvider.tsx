import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { goToCity, type TChosenCity } from "./choose-city.ts";
import { fetchCityGuess } from "./city-api.ts";
import { isCitySuggestionWanted, rememberCityFromQuery, type TCityPlace } from "./city-cookies.ts";
import { CityModalContext, type TCityModalApi } from "./city-modal-context.ts";

const CityDialog = lazy(() => import("./CityDialog.tsx"));
const SuggestionPopup = lazy(() => import("./SuggestionPopup.tsx"));

export type TCityModalProviderProps = {
  /** The page's city (layout data), marked in the modal. */
  currentCityId: number | undefined;
  /** BASE_HOST (layout data): city subdomains are `{sub_domain}.{baseHost}`. */
  baseHost: string;
  children: ReactNode;
};

function placeOf(baseHost: string): TCityPlace {
  const { host, protocol, pathname, search } = window.location;
  return { host, protocol, pathname, search, baseHost };
}

function navigate(url: string) {
  window.location.assign(url);
}

/**
 * The city feature around the page (spec §2, §4): after hydration it stores a `?c={id}` arrival
 * in the city_id cookie, asks 'Ваш город …?' (guess from GET /cities/current-by-ip) unless
 * accept_city or city_id is set, and owns the one city modal that `useCityModal().open()` opens.
 * Both popups are React.lazy chunks loaded on first show; nothing here is in the server HTML.
 */
export function CityModalProvider({ currentCityId, baseHost, children }: TCityModalProviderProps) {
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [guess, setGuess] = useState<{ id: number; name: string; subDomain: string } | null>(null);

  const open = useCallback(() => {
    setHasOpened(true);
    setOpen(true);
  }, []);
  const api = useMemo<TCityModalApi>(() => ({ open }), [open]);

  useEffect(() => {
    rememberCityFromQuery(document, placeOf(baseHost));
    if (!isCitySuggestionWanted(document)) return;
    const controller = new AbortController();
    fetchCityGuess(controller.signal).then((city) => {
      if (city && !controller.signal.aborted)
        setGuess({ id: city.id, name: city.name, subDomain: city.sub_domain });
    });
    return () => controller.abort();
  }, [baseHost]);

  const choose = useCallback(
    (city: TChosenCity, isAccept = false) =>
      goToCity(city, placeOf(baseHost), { doc: document, navigate, isAccept }),
    [baseHost],
  );

  return (
    <CityModalContext.Provider value={api}>
      {children}
      {guess ? (
        <Suspense fallback={null}>
          <SuggestionPopup
            cityName={guess.name}
            onAccept={() => {
              setGuess(null);
              void choose(guess, true);
            }}
            onChange={() => {
              setGuess(null);
              open();
            }}
          />
        </Suspense>
      ) : null}
      {hasOpened ? (
        <Suspense fallback={null}>
          <CityDialog
            open={isOpen}
            onOpenChange={setOpen}
            currentCityId={currentCityId}
            onChoose={(city) => void choose(city)}
          />
        </Suspense>
      ) : null}
    </CityModalContext.Provider>
  );
}
