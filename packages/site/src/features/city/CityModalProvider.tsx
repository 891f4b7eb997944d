import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { inOwnTask } from "../layout/own-task.ts";
import { fetchCityGuess } from "./city-api.ts";
import { isCitySuggestionWanted, rememberCityFromQuery } from "./city-cookies.ts";
import { CityModalContext, type TCityModalApi } from "./city-modal-context.ts";
import { placeOf } from "./city-place.ts";

const CityDialog = lazy(() => import("./CityDialog.tsx"));
const SuggestionPopup = lazy(() => import("./SuggestionPopup.tsx"));

export type TCityModalProviderProps = {
  /** The page's city (layout data), marked in the modal. */
  currentCityId: number | undefined;
  /** BASE_HOST (layout data): city subdomains are `{sub_domain}.{baseHost}`. */
  baseHost: string;
  /** PARTNER_HOST_LABEL (layout data): the partner brand's host keeps it when the city changes. */
  partnerLabel?: string | undefined;
  children: ReactNode;
};

/**
 * The city feature around the page (spec §2, §4): after hydration it stores a `?c={id}` arrival
 * in the city_id cookie, asks 'Ваш город …?' (guess from GET /cities/current-by-ip) unless
 * accept_city or city_id is set, and owns the one city modal that `useCityModal().open()` opens.
 * Both popups are React.lazy chunks loaded on first show; nothing here is in the server HTML.
 */
export function CityModalProvider({
  currentCityId,
  baseHost,
  partnerLabel,
  children,
}: TCityModalProviderProps) {
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [guess, setGuess] = useState<{ id: number; name: string; subDomain: string } | null>(null);

  const open = useCallback(() => {
    setHasOpened(true);
    setOpen(true);
  }, []);
  const api = useMemo<TCityModalApi>(() => ({ open }), [open]);

  useEffect(() => {
    const controller = new AbortController();
    const cancel = inOwnTask(() => {
      rememberCityFromQuery(document, placeOf(baseHost));
      if (!isCitySuggestionWanted(document)) return;
      fetchCityGuess(controller.signal).then((city) => {
        if (city && !controller.signal.aborted)
          setGuess({ id: city.id, name: city.name, subDomain: city.sub_domain });
      });
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [baseHost]);

  return (
    <CityModalContext.Provider value={api}>
      {children}
      {guess ? (
        <Suspense fallback={null}>
          <SuggestionPopup
            guess={guess}
            baseHost={baseHost}
            partnerLabel={partnerLabel}
            onClose={() => setGuess(null)}
            onChange={open}
          />
        </Suspense>
      ) : null}
      {hasOpened ? (
        <Suspense fallback={null}>
          <CityDialog
            open={isOpen}
            onOpenChange={setOpen}
            currentCityId={currentCityId}
            baseHost={baseHost}
            partnerLabel={partnerLabel}
          />
        </Suspense>
      ) : null}
    </CityModalContext.Provider>
  );
}
