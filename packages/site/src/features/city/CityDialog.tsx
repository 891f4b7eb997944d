import type { TCitiesResponse } from "@optika/api-contract";
import { CityModal, type ICityOption } from "@optika/ui";
import { useEffect, useMemo, useState } from "react";
import { goToCity } from "./choose-city.ts";
import { fetchCities } from "./city-api.ts";
import { placeOf } from "./city-place.ts";

export type TCityDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  currentCityId: number | undefined;
  /** BASE_HOST: where the city subdomains live. */
  baseHost: string;
  /** PARTNER_HOST_LABEL: kept in the host when the city changes. */
  partnerLabel?: string | undefined;
};

type TState = { status: "loading" } | { status: "error" } | { status: "ready"; data: TCitiesResponse };

/**
 * The city modal with its data and the choice (cookie, PUT, redirect): loaded lazily on the first
 * open (React.lazy), list fetched once.
 */
export default function CityDialog({
  open,
  onOpenChange,
  currentCityId,
  baseHost,
  partnerLabel,
}: TCityDialogProps) {
  const [state, setState] = useState<TState>({ status: "loading" });
  const isReady = state.status === "ready";

  useEffect(() => {
    // fetched on the first open; after a failure, again on the next open
    if (!open || isReady) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    fetchCities(controller.signal)
      .then((data) => setState({ status: "ready", data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("GET /api/cities failed", error);
        setState({ status: "error" });
      });
    return () => controller.abort();
  }, [open, isReady]);

  const lists = useMemo(() => {
    if (state.status !== "ready") return { cities: [], regions: [], favorites: [], subDomains: new Map() };
    const toOption = (c: TCitiesResponse["cities"][number]): ICityOption => ({
      id: c.id,
      name: c.name,
      regionId: c.region_id,
    });
    return {
      cities: state.data.cities.map(toOption),
      regions: state.data.regions,
      favorites: state.data.favorites.map(toOption),
      subDomains: new Map([...state.data.cities, ...state.data.favorites].map((c) => [c.id, c.sub_domain])),
    };
  }, [state]);

  return (
    <CityModal
      open={open}
      onOpenChange={onOpenChange}
      status={state.status}
      cities={lists.cities}
      regions={lists.regions}
      favorites={lists.favorites}
      currentCityId={currentCityId}
      onChoose={(city) =>
        void goToCity(
          { id: city.id, subDomain: lists.subDomains.get(city.id) ?? null },
          placeOf(baseHost, partnerLabel),
          {
            doc: document,
            navigate: (url) => window.location.assign(url),
          },
        )
      }
    />
  );
}
